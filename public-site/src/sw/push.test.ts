import { describe, expect, it } from 'vitest';
import { handlePush } from './push';

type Listener = (event: unknown) => void;

/** A service worker scope with what handlePush touches, recording what it does. */
function worker(windows: { url: string; focused?: boolean }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const sw = {
    location: { origin: 'https://meydan.example' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => windows.map((w) => ({ url: w.url, focus: async () => void (w.focused = true) })),
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  handlePush(sw as unknown as ServiceWorkerGlobalScope);
  const dispatch = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { dispatch, shown, opened, windows };
}

const pushEvent = (body: unknown) => ({ data: { json: () => body } });
const goal = { title: 'میدان', body: 'گل! استقلال ۱ – ۰ پرسپولیس، دقیقه ۳۴', tag: 'game-7', url: '/game/7/result/x' };

describe('handlePush', () => {
  it('shows the notice in Persian, right to left, with the icon, one notification per game', async () => {
    const w = worker();
    await w.dispatch('push', pushEvent(goal));
    expect(w.shown).toEqual([
      {
        title: 'میدان',
        options: expect.objectContaining({
          body: goal.body,
          tag: 'game-7',
          lang: 'fa',
          dir: 'rtl',
          icon: '/icons/icon-192.png',
          data: { url: goal.url },
        }),
      },
    ]);
  });

  it('shows nothing for a message it cannot read', async () => {
    const w = worker();
    await w.dispatch('push', { data: { json: () => JSON.parse('not json') } });
    await w.dispatch('push', { data: null });
    expect(w.shown).toEqual([]);
  });

  it("focuses the game's page when it is open, or opens it", async () => {
    let closed = 0;
    const click = { notification: { data: { url: goal.url }, close: () => closed++ } };
    const open = worker([{ url: 'https://meydan.example/game/7/result/x' }]);
    await open.dispatch('notificationclick', click);
    expect(open.windows[0].focused).toBe(true);
    expect(open.opened).toEqual([]);
    const none = worker([{ url: 'https://meydan.example/' }]);
    await none.dispatch('notificationclick', click);
    expect(none.opened).toEqual(['https://meydan.example/game/7/result/x']);
    expect(closed).toBe(2);
  });

  it('never opens another site, whatever the message says', async () => {
    const w = worker();
    await w.dispatch('notificationclick', { notification: { data: { url: 'https://evil.example/x' }, close: () => undefined } });
    expect(w.opened).toEqual(['https://meydan.example/']);
  });
});
