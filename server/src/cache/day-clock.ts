import { msUntilTehranMidnight } from '@meydan/shared-types/calendar';
import { tags } from './tags.js';

/** Past midnight by this much, so that a page rendered at once reads the new day on any clock. */
const AFTER_MIDNIGHT_MS = 1_000;

/**
 * `/games` shows today's games, and "today" ends at Tehran's midnight with no write to announce it.
 * Each process drops the pages tagged TODAY at that moment (its own timer: midnight is the same for
 * every process, so nothing travels on the change channel), and the next request renders the new day.
 * Without it a cached `/games` would show yesterday until its entry expired.
 */
export class DayClock {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly invalidate: (tags: string[]) => void,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    this.stop();
    this.timer = setTimeout(
      () => {
        this.invalidate([tags.today]);
        this.start();
      },
      msUntilTehranMidnight(this.now()) + AFTER_MIDNIGHT_MS,
    );
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
