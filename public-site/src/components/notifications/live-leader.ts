import { LIVE_EVENT, LIVE_PATH, publicPaths, type GameCard, type LiveMessage, type MeFeed } from '@meydan/shared-types/public';
import { gameNotices, noticeState, type NoticeState } from '@meydan/shared-types/sport';
import { readFollows, subscribeFollows, syncFollows } from '../../lib/follows';
import { keepState, lastState, recordNotice, type StoredNotice } from './notice-store';

const CHANNEL = 'meydan:notices';
const LOCK = 'meydan:live-leader';
const FEED_EVERY_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

export type NoticeListener = (notice: StoredNotice) => void;

/** Today's and live games of the followed teams: what is worth a stream. */
function watched(feed: MeFeed, now: number): GameCard[] {
  return [...feed.live, ...feed.next].filter((g) => g.status !== 'scheduled' || Date.parse(g.kickoffAt) - now < DAY_MS / 2);
}

/** 1 s doubling to 30 s, with jitter: readers dropped together by a restart do not all come back at once. */
const retryDelay = (attempt: number) => Math.min(30_000, 1_000 * 2 ** Math.min(attempt, 5)) * (0.8 + Math.random() * 0.4);

/**
 * One live stream per browser for the followed teams' games. The tab holding a Web Lock opens it,
 * turns consecutive states into notices and tells the other tabs on a BroadcastChannel; when that tab
 * closes the lock passes to another, which carries on from the states kept in localStorage.
 */
export function startNotices(onNotice: NoticeListener): () => void {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  if (channel) channel.onmessage = (e: MessageEvent<StoredNotice>) => onNotice(e.data);
  let stopped = false;
  let release: () => void = () => undefined;
  const lead = () =>
    new Promise<void>((resolve) => {
      release = resolve;
      void runLeader(
        (n) => {
          onNotice(n);
          channel?.postMessage(n);
        },
        () => stopped,
      );
    });
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) void locks.request(LOCK, lead);
  else void lead();
  return () => {
    stopped = true;
    release();
    channel?.close();
  };
}

async function runLeader(tell: NoticeListener, stopped: () => boolean): Promise<void> {
  const games = new Map<number, GameCard>();
  const states = new Map<number, NoticeState>();
  let source = null as EventSource | null;
  let openKey = '';
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const open = () => {
    retry = null;
    source?.close();
    source = null;
    if (!openKey || stopped()) return;
    const s = new EventSource(`${LIVE_PATH}?games=${openKey}`);
    source = s;
    s.onopen = () => (failures = 0);
    s.addEventListener(LIVE_EVENT, (event) => {
      const { game } = JSON.parse((event as MessageEvent<string>).data) as LiveMessage;
      const card = games.get(game.id);
      if (!card) return;
      const before = states.get(game.id) ?? lastState(game.id);
      const names = { id: game.id, home: card.home.title, away: card.away.title };
      const url = publicPaths.game(game.id, card.slug);
      for (const notice of gameNotices(names, before, game)) {
        const stored = recordNotice(notice, url);
        if (stored) tell(stored);
      }
      const now = noticeState(game);
      states.set(game.id, now);
      keepState(game.id, now);
      // A kick-off or a final whistle changes which games are today's: ask again.
      if (before && before.status !== now.status) void refresh();
    });
    s.onerror = () => {
      s.close();
      if (source !== s) return;
      source = null;
      retry = setTimeout(open, retryDelay(failures++));
    };
  };

  let account = false;
  const refresh = async () => {
    if (stopped()) return;
    const f = readFollows();
    if (!account && f.teams.length === 0) return follow([]);
    const url = account ? '/api/me/feed' : `/api/me/feed?teams=${f.teams.join(',')}`;
    const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } }).catch(() => null);
    if (!res?.ok) return void (await res?.body?.cancel());
    const feed = (await res.json()) as MeFeed;
    const followed = new Set(feed.teams.map((t) => t.id));
    follow(watched(feed, Date.now()).filter((g) => followed.has(g.home.id) || followed.has(g.away.id)));
  };

  const follow = (list: GameCard[]) => {
    games.clear();
    for (const g of list) games.set(g.id, g);
    const key = [...games.keys()]
      .sort((a, b) => a - b)
      .slice(0, 50)
      .join(',');
    if (key === openKey && (source || retry)) return;
    openKey = key;
    if (retry) clearTimeout(retry);
    open();
  };

  account = await syncFollows();
  await refresh();
  const timer = setInterval(() => void refresh(), FEED_EVERY_MS);
  const unsubscribe = subscribeFollows(() => void refresh());
  await new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (!stopped()) return;
      clearInterval(check);
      resolve();
    }, 1_000);
  });
  clearInterval(timer);
  unsubscribe();
  source?.close();
  if (retry) clearTimeout(retry);
}
