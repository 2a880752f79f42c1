/**
 * Web push in the service worker: the server's notices of followed teams' games (a goal, a red card, a
 * kick-off, half time, the final whistle) shown as notifications, one per game (a newer one replaces
 * the older), and a click that brings the reader to the game's page.
 */
interface PushMessage {
  title: string;
  body: string;
  tag: string;
  url: string;
}

const ICON = '/icons/icon-192.png';

function readMessage(data: PushMessageData | null): PushMessage | null {
  try {
    const m = data?.json() as Partial<PushMessage> | undefined;
    if (!m || typeof m.body !== 'string') return null;
    return { title: typeof m.title === 'string' ? m.title : 'میدان', body: m.body, tag: m.tag ?? 'meydan', url: m.url ?? '/' };
  } catch {
    return null;
  }
}

/** Only a page of this site: a message can never send the reader elsewhere. */
function sameOriginUrl(sw: ServiceWorkerGlobalScope, url: unknown): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', sw.location.origin);
    return target.origin === sw.location.origin ? target.href : sw.location.origin + '/';
  } catch {
    return sw.location.origin + '/';
  }
}

export function handlePush(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const message = readMessage(event.data);
    if (!message) return;
    event.waitUntil(
      sw.registration.showNotification(message.title, {
        body: message.body,
        icon: ICON,
        badge: ICON,
        tag: message.tag,
        lang: 'fa',
        dir: 'rtl',
        data: { url: message.url },
      }),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = sameOriginUrl(sw, (event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(
      (async () => {
        const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((w) => w.url === url);
        if (open) return void (await open.focus());
        await sw.clients.openWindow(url);
      })(),
    );
  });
}
