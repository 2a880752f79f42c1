import { useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

type Centre = ComponentType<{ initiallyOpen?: boolean }>;
const load = () => import('./NotificationCentre').then((m) => m.NotificationCentre);

/**
 * The bell, in the header's empty `.bell-slot`. This small chunk comes after hydration (the header
 * itself carries no code for it); the bell's own code follows when idle only for a reader who follows
 * a team, or when the bell is pressed.
 */
function BellSlot() {
  const [centre, setCentre] = useState<[Centre, boolean] | null>(null);
  useEffect(() => {
    (window.requestIdleCallback ?? setTimeout)(() => {
      if (/"teams":\[\d/.test(localStorage.getItem('meydan:follows') ?? '')) void load().then((C) => setCentre((c) => c ?? [C, false]));
    });
  }, []);
  if (centre) {
    const [C, open] = centre;
    return <C initiallyOpen={open} />;
  }
  return (
    <button type="button" className="bell__button" aria-label="اعلان‌ها" onClick={() => void load().then((C) => setCentre([C, true]))} />
  );
}

export function bootBell(): void {
  const slot = document.querySelector('.bell-slot');
  if (slot && !slot.hasChildNodes()) createRoot(slot).render(<BellSlot />);
}
