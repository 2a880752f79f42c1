import { useEffect, useState, type ComponentType } from 'react';

type Centre = ComponentType<{ initiallyOpen?: boolean }>;
const load = () => import('../notifications/NotificationCentre').then((m) => m.NotificationCentre);

/**
 * Where the bell goes. Its code is a chunk of its own, fetched when idle after hydration only for a
 * reader who follows a team, or when the bell is pressed: the article's first load carries none of it.
 */
export function NotificationSlot() {
  const [centre, setCentre] = useState<{ C: Centre; open: boolean } | null>(null);
  useEffect(() => {
    const start = () => {
      if (/"teams":\[\d/.test(localStorage.getItem('meydan:follows') ?? '')) void load().then((C) => setCentre((c) => c ?? { C, open: false }));
    };
    if (window.requestIdleCallback) window.requestIdleCallback(start, { timeout: 3_000 });
    else setTimeout(start, 1_000);
  }, []);
  if (centre) return <centre.C initiallyOpen={centre.open} />;
  return (
    <button type="button" className="bell__button" aria-label="اعلان‌ها" onClick={() => void load().then((C) => setCentre({ C, open: true }))}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
      </svg>
    </button>
  );
}
