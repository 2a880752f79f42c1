import type { Progress } from '../seeders/bulk-insert.js';

export interface ProgressStream {
  write(chunk: string): boolean;
  isTTY?: boolean;
  columns?: number;
}

const seconds = (ms: number) =>
  ms >= 60_000 ? `${Math.floor(ms / 60_000)}m${Math.round((ms % 60_000) / 1000)}s` : `${Math.round(ms / 1000)}s`;

/**
 * Progress of long phases on stderr: a redrawn bar with percentage and ETA on a terminal, and on
 * anything else (CI logs, files) a plain line at most every 10% or 5 seconds.
 */
export function progressBar(stream: ProgressStream, clock: () => number = Date.now): Progress {
  let phase = '';
  let started = 0;
  let lastDraw = Number.NEGATIVE_INFINITY;
  let lastPercent = -1;
  return (name, done, total) => {
    const now = clock();
    if (name !== phase) {
      phase = name;
      started = now;
      lastDraw = Number.NEGATIVE_INFINITY;
      lastPercent = -1;
    }
    const fraction = total > 0 ? Math.min(1, done / total) : 1;
    const percent = Math.floor(fraction * 100);
    const finished = done >= total;
    const elapsed = now - started;
    const eta =
      fraction > 0 && !finished ? ` ETA ${seconds((elapsed / fraction) * (1 - fraction))}` : finished ? ` ${seconds(elapsed)}` : '';
    if (stream.isTTY) {
      if (!finished && now - lastDraw < 100) return;
      lastDraw = now;
      const width = Math.max(10, Math.min(40, (stream.columns ?? 80) - name.length - 30));
      const filled = Math.round(fraction * width);
      stream.write(
        `\r${name} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(percent).padStart(3)}%${eta}\x1b[K${finished ? '\n' : ''}`,
      );
      return;
    }
    if (!finished && Math.floor(percent / 10) === Math.floor(lastPercent / 10) && now - lastDraw < 5000) return;
    lastDraw = now;
    lastPercent = percent;
    stream.write(`${name}: ${done}/${total} (${percent}%)${eta}\n`);
  };
}
