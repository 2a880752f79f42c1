import type { ReactNode } from 'react';
import type { ToastKind } from './toast-region';

export type { ToastKind };
type ShowToast = (message: string, kind?: ToastKind) => void;

/*
 * Toasts are rare (a copied link, a sent comment): their code is a chunk fetched on the first one, drawn
 * into the live region the page already has, so no page's first load carries it.
 */
const showToast: ShowToast = (message, kind = 'info') => void import('./toast-region').then((m) => m.show(message, kind));
export const useToast = (): ShowToast => showToast;

/** The top-right, right-to-left live region toasts appear in (gone after TOAST.timeoutMs, at most TOAST.max). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <div className="toasts" dir="rtl" role="status" aria-live="polite" />
    </>
  );
}
