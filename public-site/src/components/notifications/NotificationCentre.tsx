import { useEffect, useRef, useState } from 'react';
import { readFollows, subscribeFollows } from '../../lib/follows';
import { faDigits } from '../../lib/format';
import { startNotices } from './live-leader';
import { markAllRead, NOTICE_ITEMS_KEY, noticeItems, type StoredNotice } from './notice-store';
import { enablePush, pushRegistration, updatePushTeams } from './push-opt-in';

const TOAST_MS = 8_000;

/**
 * The bell: notices of the followed teams' games (goals, red cards, kick-offs, half time, final
 * whistles), the last 50 kept in the browser, and a toast as each arrives, on whatever page is open.
 */
export function NotificationCentre({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [items, setItems] = useState<StoredNotice[]>(noticeItems);
  const [open, setOpen] = useState(initiallyOpen);
  const [toasts, setToasts] = useState<StoredNotice[]>([]);
  const [push, setPush] = useState<ServiceWorkerRegistration | null>(null);
  const [pushMessage, setPushMessage] = useState<string | null>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const stop = startNotices((notice) => {
      setItems(noticeItems());
      setToasts((list) => [...list.filter((t) => t.id !== notice.id), notice].slice(-3));
      window.setTimeout(() => setToasts((list) => list.filter((t) => t.id !== notice.id)), TOAST_MS);
    });
    const onStorage = (e: StorageEvent) => {
      if (e.key === NOTICE_ITEMS_KEY) setItems(noticeItems());
    };
    window.addEventListener('storage', onStorage);
    void pushRegistration().then(setPush);
    return () => {
      stop();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useEffect(() => {
    if (!push) return;
    let teams = readFollows().teams.join();
    return subscribeFollows(() => {
      const now = readFollows().teams.join();
      if (now === teams) return;
      teams = now;
      updatePushTeams(push).catch(() => undefined);
    });
  }, [push]);

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !menu.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  const unread = items.filter((n) => !n.read).length;
  return (
    <div className="bell" ref={menu}>
      <button
        type="button"
        className="bell__button"
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={unread ? `اعلان‌ها، ${faDigits(unread)} خوانده‌نشده` : 'اعلان‌ها'}
        onClick={() => setOpen((o) => !o)}
      >
        {unread > 0 && (
          <span className="bell__count" aria-hidden="true">
            {faDigits(Math.min(unread, 99))}
          </span>
        )}
      </button>
      {open && (
        <div className="bell__menu" role="region" aria-label="اعلان‌های بازی‌ها">
          <div className="bell__head">
            <strong>اعلان‌ها</strong>
            <button
              type="button"
              className="bell__read"
              disabled={unread === 0}
              onClick={() => {
                markAllRead();
                setItems(noticeItems());
              }}
            >
              همه خوانده شد
            </button>
          </div>
          {items.length === 0 ? (
            <p className="bell__empty">گل‌ها، کارت‌های قرمز و سوت‌های بازی تیم‌هایی که دنبال می‌کنید اینجا می‌آید.</p>
          ) : (
            <ul className="bell__list">
              {items.map((n) => (
                <li key={n.id} className={n.read ? 'bell__item' : 'bell__item bell__item--unread'}>
                  <a href={n.url}>{n.text}</a>
                </li>
              ))}
            </ul>
          )}
          {push && (
            <div className="bell__push">
              <button type="button" onClick={() => void enablePush(push).then((m) => setPushMessage(m ?? 'اعلان‌های مرورگر روشن شد.'))}>
                اعلان مرورگر را روشن کن
              </button>
              {pushMessage && <p role="status">{pushMessage}</p>}
            </div>
          )}
        </div>
      )}
      <div className="notice-toasts" role="status" aria-live="polite">
        {toasts.map((t) => (
          <a key={t.id} className={`notice-toast notice-toast--${t.kind}`} href={t.url}>
            {t.text}
          </a>
        ))}
      </div>
    </div>
  );
}
