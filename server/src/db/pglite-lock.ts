import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export class DatabaseLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite takes no lock of its own: two processes on one data directory silently lose writes.
 * A pid file created with O_EXCL makes the second opener fail loudly; a stale file left by a
 * crashed process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dirname(dir), { recursive: true });
  // Beside the database directory, not inside it: PGlite refuses to initialise a non-empty directory.
  const file = join(dir, '..', `${basename(dir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
        throw new DatabaseLockedError(
          `The embedded database in ${dir} is in use by process ${pid}. Stop that process first, ` +
            'or set DATABASE_URL to use a PostgreSQL server that several processes can share.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock ${file}`);
}
