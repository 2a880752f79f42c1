import { readFollows } from '../../lib/follows';

const KEY_URL = '/api/push/key';
const SUBSCRIPTION_URL = '/api/push/subscription';

/** The site's service worker, when one is registered and the browser can receive push at all. */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return null;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return registration?.pushManager ? registration : null;
}

const base64Url = (s: string) => {
  const padded = (s + '='.repeat((4 - (s.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
};

/** Asks permission, subscribes and tells the server which teams this browser follows. */
export async function enablePush(registration: ServiceWorkerRegistration): Promise<string | null> {
  const keyRes = await fetch(KEY_URL);
  if (!keyRes.ok) await keyRes.body?.cancel();
  if (!keyRes.ok) return 'اعلان‌های مرورگر روی این سایت روشن نیست؛ زنگوله همچنان کار می‌کند.';
  const { publicKey } = (await keyRes.json()) as { publicKey: string };
  if ((await Notification.requestPermission()) !== 'granted') return 'اجازهٔ نمایش اعلان داده نشد.';
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64Url(publicKey) });
  return (await register(subscription)) ? null : 'ثبت اعلان‌ها ممکن نشد؛ بعداً دوباره امتحان کنید.';
}

/** Saves the subscription with the teams followed now (the server keeps one row per endpoint). */
async function register(subscription: PushSubscription): Promise<boolean> {
  const res = await fetch(SUBSCRIPTION_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...subscription.toJSON(), teams: readFollows().teams }),
  });
  await res.body?.cancel();
  return res.ok;
}

/**
 * Keeps the server's list of teams in step with the browser's: a team followed after push was turned on
 * is pushed too, and one left is no longer. Nothing is sent where this browser receives no push.
 */
export async function updatePushTeams(registration: ServiceWorkerRegistration): Promise<void> {
  if (Notification.permission !== 'granted') return;
  const subscription = await registration.pushManager.getSubscription();
  if (subscription) await register(subscription);
}
