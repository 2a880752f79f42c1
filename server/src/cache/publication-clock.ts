import type { EntityManager } from '@mikro-orm/core';
import { tags } from './tags.js';

const MAX_WAIT_MS = 5 * 60_000;
const RETRY_MS = 5_000;

interface Due {
  kind: 'news' | 'gallery';
  id: number;
}

/**
 * Scheduled items (published with a future date) join the public pages by themselves when their time
 * comes: no write happens then, so every process keeps a timer for the next one and invalidates the
 * lists and the item's own page (cached as a 404 until then) when it fires.
 */
export class PublicationClock {
  private timer: NodeJS.Timeout | null = null;
  private checkedUntil = new Date();
  private stopped = false;

  constructor(
    private readonly em: () => EntityManager,
    private readonly invalidate: (tags: string[]) => void,
  ) {}

  /** Re-reads the next scheduled time (after any change to news or galleries, and at start). */
  rearm(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.next().then(
      (at) => this.arm(at === null ? MAX_WAIT_MS : Math.min(Math.max(at.getTime() - Date.now() + 50, 0), MAX_WAIT_MS)),
      () => this.arm(RETRY_MS),
    );
  }

  private arm(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.fire(), ms);
    this.timer.unref();
  }

  private async next(): Promise<Date | null> {
    const rows = await this.em()
      .getConnection()
      .execute<{ at: Date | string | null }[]>(
        `select least(
         (select min(published_at) from news where status = 'published' and published_at > now()),
         (select min(published_at) from gallery where status = 'published' and published_at > now())
       ) as at`,
      );
    const at = rows[0]?.at;
    return at ? new Date(at) : null;
  }

  private async fire(): Promise<void> {
    const until = new Date();
    try {
      const due = await this.em()
        .getConnection()
        .execute<Due[]>(
          `select 'news' as kind, id from news where status = 'published' and published_at > ? and published_at <= ?
         union all
         select 'gallery' as kind, id from gallery where status = 'published' and published_at > ? and published_at <= ?`,
          [this.checkedUntil, until, this.checkedUntil, until],
        );
      this.checkedUntil = until;
      if (due.length) this.invalidate([tags.list.news, tags.list.gallery, ...due.map((d: Due) => tags[d.kind](d.id))]);
      this.rearm();
    } catch {
      this.arm(RETRY_MS);
    }
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }
}
