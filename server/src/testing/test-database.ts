import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withAdminClient as admin, withDatabaseName as withDb } from '../db/pg-admin.js';
import { openDatabase } from '../db/open-database.js';
import { LocalDiskStorage } from '../storage/index.js';

const src = fileURLToPath(new URL('..', import.meta.url));

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile())
    .sort();
}

/**
 * Changes whenever the schema or the demo data could change, so a stale template is never reused; and
 * every hour, because the demo is laid out around the time it is seeded (live games, upcoming ones).
 */
function templateKey(): string {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 13));
  const files = [
    ...filesUnder(join(src, 'migrations')),
    ...filesUnder(join(src, 'seeders')),
    ...filesUnder(join(src, 'resources')).filter((f) => f.endsWith('.entity.ts')),
  ];
  for (const f of files) hash.update(f).update(readFileSync(f));
  return hash.digest('hex').slice(0, 10);
}

async function seedInto(target: { databaseUrl: string | null; dataDir: string }, mediaDir: string, now: Date) {
  // Loaded on demand: tests that start from an empty database never import the demo data.
  const { seedDemo } = await import('../seeders/demo.js');
  const db = await openDatabase(target);
  try {
    await seedDemo(db.orm.em.fork(), new LocalDiskStorage(mediaDir), { size: 'small', now });
  } finally {
    await db.close();
  }
}

export interface TestDatabase {
  databaseUrl: string | null;
  /** When the demo content was laid out (it is placed around that moment); null for an empty database. */
  seededAt: Date | null;
  dataDir: string;
  mediaDir: string;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test app: on PostgreSQL (TEST_DATABASE_URL) a new database copied from a
 * seeded template; otherwise a copy of a seeded embedded database. The template is built once per
 * schema/seed version, so most test files start in well under a second.
 */
export async function createTestDatabase({ seeded = true } = {}): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL || null;
  const key = templateKey();
  const root = join(tmpdir(), 'meydan-test');
  mkdirSync(root, { recursive: true });
  const id = randomBytes(4).toString('hex');
  const dataDir = join(root, `run-${id}`);
  const mediaDir = join(dataDir, 'media');
  const tplDir = join(root, `template-${key}${base ? '-pg' : ''}`);

  if (seeded && !existsSync(join(tplDir, 'ready'))) {
    // Several test processes may race here: the first to create the lock directory builds the template.
    const lock = `${tplDir}.building`;
    let owner = false;
    try {
      mkdirSync(lock);
      owner = true;
    } catch {
      const deadline = Date.now() + 300_000;
      while (!existsSync(join(tplDir, 'ready')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    }
    if (owner) {
      try {
        const staging = `${tplDir}.staging-${id}`;
        const seededAt = new Date();
        rmSync(staging, { recursive: true, force: true });
        if (base) {
          await admin(base, async (c) => {
            await c.query(`drop database if exists "meydan_tpl_${key}" with (force)`);
            await c.query(`create database "meydan_tpl_${key}"`);
          });
          await seedInto({ databaseUrl: withDb(base, `meydan_tpl_${key}`), dataDir: staging }, join(staging, 'media'), seededAt);
        } else {
          await seedInto({ databaseUrl: null, dataDir: staging }, join(staging, 'media'), seededAt);
        }
        writeFileSync(join(staging, 'seeded-at'), seededAt.toISOString());
        mkdirSync(join(staging, 'media'), { recursive: true });
        mkdirSync(join(staging, 'ready'));
        rmSync(tplDir, { recursive: true, force: true });
        renameSync(staging, tplDir);
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    }
  }

  if (seeded) cpSync(tplDir, dataDir, { recursive: true });
  const seededAt = seeded ? new Date(readFileSync(join(dataDir, 'seeded-at'), 'utf8')) : null;
  mkdirSync(mediaDir, { recursive: true });
  rmSync(join(dataDir, 'ready'), { recursive: true, force: true });

  if (!base) {
    return { databaseUrl: null, seededAt, dataDir, mediaDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `meydan_test_${id}`;
  await admin(base, (c) => c.query(seeded ? `create database "${name}" template "meydan_tpl_${key}"` : `create database "${name}"`));
  return {
    databaseUrl: withDb(base, name),
    seededAt,
    dataDir,
    mediaDir,
    drop: async () => {
      await admin(base, (c) => c.query(`drop database if exists "${name}" with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const repoRoot = resolve(src, '..', '..');
