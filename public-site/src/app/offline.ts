/**
 * Loaded a second after the page starts (runtime.ts) and run after the load event, when the browser is idle, never on the back office:
 * registers the service worker (src/sw/worker.ts, served at /sw.js) and shows or removes the «آفلاین»
 * banner when a page's data came from the worker's kept copy or from the network.
 */
const FOLLOWS_KEY = 'meydan:follows';

function followedTeams(): number[] {
  try {
    const follows = JSON.parse(localStorage.getItem(FOLLOWS_KEY) ?? 'null') as { teams?: unknown } | null;
    return Array.isArray(follows?.teams) ? follows.teams.filter((t): t is number => Number.isInteger(t)) : [];
  } catch {
    return [];
  }
}

function showBanner(label: string | null): void {
  const existing = document.querySelector('.offline-banner');
  if (!label) return existing?.remove();
  const banner = existing ?? document.createElement('p');
  banner.className = 'offline-banner';
  banner.setAttribute('role', 'status');
  banner.textContent = label;
  if (!existing) document.body.prepend(banner);
}

interface WorkerMessage {
  type?: string;
  label?: string;
  path?: string;
}

function onMessage(event: MessageEvent<WorkerMessage>): void {
  const data = event.data;
  if (data?.type === 'meydan:offline' && data.label) showBanner(data.label);
  else if (data?.type === 'meydan:online') showBanner(null);
  // A page that was never kept: load it in full, and the worker answers with the offline page.
  else if (data?.type === 'meydan:missing' && data.path) window.location.assign(data.path);
}

/** Tells the worker which page is open (to keep it) and which teams the reader follows. */
function tellOpened(worker: ServiceWorker | null | undefined): void {
  worker?.postMessage({ type: 'meydan:opened', path: window.location.pathname, teams: followedTeams() });
}

export function startOffline(): void {
  const sw = navigator.serviceWorker;
  if (!sw || window.location.pathname.startsWith('/admin')) return;
  sw.addEventListener('message', onMessage);
  sw.register('/sw.js', { scope: '/' }).then(
    () => sw.ready.then((registration) => tellOpened(registration.active)),
    () => undefined,
  );
}

// After the page has loaded, once the browser is idle: never in the way of the page's own work.
const whenIdle = () =>
  'requestIdleCallback' in window ? requestIdleCallback(startOffline, { timeout: 2000 }) : setTimeout(startOffline, 500);
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
