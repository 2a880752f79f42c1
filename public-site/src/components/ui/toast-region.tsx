import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { TOAST } from '@meydan/shared-types/constants';

export type ToastKind = 'success' | 'error' | 'info';

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

let nextId = 1;
let push: ((toast: Toast) => void) | null = null;
const waiting: Toast[] = [];

function Toasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    push = (toast) => {
      setToasts((list) => [...list, toast].slice(-TOAST.max));
      window.setTimeout(() => setToasts((list) => list.filter((t) => t.id !== toast.id)), TOAST.timeoutMs);
    };
    for (const t of waiting.splice(0)) push(t);
  }, []);
  return toasts.map((t) => (
    <div key={t.id} className={`toast toast--${t.kind}`}>
      <span>{t.message}</span>
      <button
        type="button"
        className="toast__close"
        aria-label="بستن"
        onClick={() => setToasts((list) => list.filter((x) => x.id !== t.id))}
      >
        ×
      </button>
    </div>
  ));
}

/** Draws toasts into the page's `.toasts` live region, in a React root of their own made on the first toast. */
export function show(message: string, kind: ToastKind): void {
  const toast = { id: nextId++, kind, message };
  if (push) return push(toast);
  waiting.push(toast);
  const region = document.querySelector('.toasts');
  if (region && !region.hasChildNodes()) createRoot(region).render(<Toasts />);
}
