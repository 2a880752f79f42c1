import { FOLLOW_MAX, FOLLOWS_STORAGE_KEY, type FollowKind, type Follows } from '@meydan/shared-types/public';
import { maybeSignedIn } from './session-hint';

export type { FollowKind, Follows };

const LIST: Record<FollowKind, keyof Follows> = { team: 'teams', league: 'leagues', player: 'players' };
/** Set once this browser's follows were merged into the signed-in account; cleared when signed out. */
const MERGED_KEY = 'meydan:follows-merged';
const EMPTY: Follows = { teams: [], leagues: [], players: [] };
const ACCOUNT_URL = '/api/me/follows';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; value: Follows } | null = null;
/** Whether the follows are the account's: unknown until the account answered once. */
let signedIn: boolean | null = null;

const ids = (v: unknown): number[] =>
  Array.isArray(v) ? [...new Set(v.filter((n): n is number => Number.isInteger(n) && n > 0))].slice(0, FOLLOW_MAX) : [];

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The browser's follows (`meydan:follows`), read leniently: a damaged entry is nothing followed. */
export function readFollows(): Follows {
  const raw = storage()?.getItem(FOLLOWS_STORAGE_KEY) ?? null;
  if (cached && cached.raw === raw) return cached.value;
  let value = EMPTY;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<Follows>) : null;
    if (parsed) value = { teams: ids(parsed.teams), leagues: ids(parsed.leagues), players: ids(parsed.players) };
  } catch {
    value = EMPTY;
  }
  cached = { raw, value };
  return value;
}

function write(next: Follows): void {
  storage()?.setItem(FOLLOWS_STORAGE_KEY, JSON.stringify(next));
  for (const l of listeners) l();
}

export function subscribeFollows(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === FOLLOWS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const isFollowing = (f: Follows, kind: FollowKind, id: number) => f[LIST[kind]].includes(id);
export const followsAnything = (f: Follows) => f.teams.length + f.leagues.length + f.players.length > 0;

export class FollowLimitError extends Error {}

async function accountCall(method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, body?: Follows): Promise<Response> {
  return fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** No account: the browser copy is all there is, and the next account seen merges it again. */
function signOut(): false {
  signedIn = false;
  storage()?.removeItem(MERGED_KEY);
  return false;
}

/**
 * With a session, the account is what is followed: the first time this browser sees the account, its
 * follows join the account's (the server answers the union) and from then on the browser copy mirrors
 * the account. Without one, the browser copy is all there is.
 */
export async function syncFollows(): Promise<boolean> {
  if (!maybeSignedIn()) return signOut();
  try {
    const res = await accountCall('GET', ACCOUNT_URL);
    // Every body is read: an unread one keeps the request open in Chromium.
    if (!res.ok) await res.body?.cancel();
    if (res.status === 401) return signOut();
    if (!res.ok) return signedIn ?? false;
    let account = (await res.json()) as Follows;
    if (storage()?.getItem(MERGED_KEY) !== '1') {
      const merged = await accountCall('POST', `${ACCOUNT_URL}/merge`, readFollows());
      if (merged.ok) {
        account = (await merged.json()) as Follows;
        storage()?.setItem(MERGED_KEY, '1');
      } else await merged.body?.cancel();
    }
    signedIn = true;
    write({ teams: ids(account.teams), leagues: ids(account.leagues), players: ids(account.players) });
    return true;
  } catch {
    return signedIn ?? false;
  }
}

/** Follows or unfollows; past FOLLOW_MAX of a kind it throws FollowLimitError with the message to show. */
export async function setFollowing(kind: FollowKind, id: number, follow: boolean): Promise<void> {
  const current = readFollows();
  const list = current[LIST[kind]];
  if (follow && !list.includes(id) && list.length >= FOLLOW_MAX)
    throw new FollowLimitError('بیش از ۵۰ مورد را نمی‌توان دنبال کرد؛ پیش از افزودن، یکی را بردارید.');
  const nextList = follow ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id);
  write({ ...current, [LIST[kind]]: nextList });
  if (signedIn === null) await syncFollows();
  if (!signedIn) return;
  const res = await accountCall(follow ? 'PUT' : 'DELETE', `${ACCOUNT_URL}/${kind}/${id}`);
  if (res.ok) write((await res.json()) as Follows);
  else if (res.status !== 400) await res.body?.cancel();
  else {
    write(current);
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new FollowLimitError(body.message ?? 'دنبال کردن ممکن نشد.');
  }
}
