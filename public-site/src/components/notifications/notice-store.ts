import type { GameNotice, NoticeState } from '@meydan/shared-types/sport';

export interface StoredNotice extends GameNotice {
  url: string;
  at: number;
  read: boolean;
}

const ITEMS = 'meydan:notices';
const SEEN = 'meydan:notices-seen';
const STATES = 'meydan:notice-states';
const KEEP = 50;
const SEEN_KEEP = 500;
/** A state older than this is no base for a notice: what happened meanwhile was not seen live. */
const STATE_FRESH_MS = 120_000;

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}
const write = (key: string, value: unknown) => {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* private mode or full: the bell simply forgets */
  }
};

export const noticeItems = (): StoredNotice[] => read<StoredNotice[]>(ITEMS, []);
export const NOTICE_ITEMS_KEY = ITEMS;

/** Keeps a notice unless its moment was already told (in this tab, another one, or before a reload). */
export function recordNotice(notice: GameNotice, url: string): StoredNotice | null {
  const seen = read<string[]>(SEEN, []);
  if (seen.includes(notice.id)) return null;
  write(SEEN, [...seen, notice.id].slice(-SEEN_KEEP));
  const stored: StoredNotice = { ...notice, url, at: Date.now(), read: false };
  write(ITEMS, [stored, ...noticeItems()].slice(0, KEEP));
  return stored;
}

export const markAllRead = () =>
  write(
    ITEMS,
    noticeItems().map((n) => ({ ...n, read: true })),
  );

export function lastState(gameId: number): NoticeState | null {
  const entry = read<Record<string, { at: number; state: NoticeState }>>(STATES, {})[gameId];
  return entry && Date.now() - entry.at < STATE_FRESH_MS ? entry.state : null;
}

export function keepState(gameId: number, state: NoticeState): void {
  const all = read<Record<string, { at: number; state: NoticeState }>>(STATES, {});
  all[gameId] = { at: Date.now(), state };
  const fresh = Object.entries(all).filter(([, v]) => Date.now() - v.at < 86_400_000);
  write(STATES, Object.fromEntries(fresh));
}
