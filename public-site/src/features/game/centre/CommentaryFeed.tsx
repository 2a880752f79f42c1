import { useEffect, useRef, useState } from 'react';
import { faDigits } from '../../../lib/format';
import { minuteText } from './minute';
import type { CommentaryEntry } from './centre-types';

interface Props {
  entries: readonly CommentaryEntry[];
  /** Whether the game has started: before that an empty commentary says it has not begun. */
  started: boolean;
}

/** The reader has scrolled into the list: its top is above the top of the window. */
const readingInside = (list: HTMLElement | null) => !!list && list.getBoundingClientRect().top < 0;

/**
 * The live commentary, newest first. New lines go on top at once while the reader is at the top; a
 * reader further down keeps the text where it is and gets a button that counts what came, reveals it
 * and takes them to the top of the list.
 */
export function CommentaryFeed({ entries, started }: Props) {
  const list = useRef<HTMLOListElement>(null);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set(entries.map((e) => e.id)));
  const [focusFirst, setFocusFirst] = useState(false);

  useEffect(() => {
    const fresh = entries.filter((e) => !shown.has(e.id));
    if (fresh.length === 0 || readingInside(list.current)) return;
    setShown(new Set(entries.map((e) => e.id)));
  }, [entries, shown]);

  const waitingNow = entries.some((e) => !shown.has(e.id));
  // Back at the top of the list by scrolling, the reader sees the new lines come in as at the start.
  useEffect(() => {
    if (!waitingNow) return;
    const onScroll = () => {
      if (!readingInside(list.current)) setShown(new Set(entries.map((e) => e.id)));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [waitingNow, entries]);

  useEffect(() => {
    if (!focusFirst) return;
    setFocusFirst(false);
    list.current?.scrollIntoView({ block: 'start' });
    list.current?.querySelector<HTMLElement>('.commentary__entry')?.focus({ preventScroll: true });
  }, [focusFirst]);

  const visible = entries.filter((e) => shown.has(e.id));
  const waiting = entries.length - visible.length;
  const reveal = () => {
    setShown(new Set(entries.map((e) => e.id)));
    setFocusFirst(true);
  };

  if (entries.length === 0) {
    return <p className="empty-state">{started ? 'هنوز خطی از گزارش زنده نوشته نشده است.' : 'گزارش زنده هنوز آغاز نشده است.'}</p>;
  }
  const label = `${faDigits(waiting)} به‌روزرسانی تازه`;
  return (
    <div className="commentary">
      <p className="visually-hidden" role="status">
        {waiting > 0 ? label : ''}
      </p>
      {waiting > 0 && (
        <button type="button" className="commentary__fresh" onClick={reveal}>
          <span aria-hidden="true">↑</span> {label}
        </button>
      )}
      <ol className="commentary__list" ref={list}>
        {visible.map((e) => (
          <li key={e.id} className={`commentary__entry commentary__entry--${e.kind}`} tabIndex={-1}>
            <span className="commentary__minute">{minuteText(e.minute, e.extraMinute)}</span>
            <div className="commentary__body">
              {e.kind === 'key' && <span className="commentary__badge">مهم</span>}
              <p className="commentary__text">{e.text}</p>
              {e.media?.kind === 'image' && (
                // A plain img rather than components/ui/Img: that shared chunk would add to the entry's map of this page's files.
                <img
                  className="commentary__media"
                  src={e.media.image.src}
                  srcSet={e.media.image.srcset || undefined}
                  sizes={e.media.image.srcset ? '(max-width: 600px) 100vw, 320px' : undefined}
                  width={e.media.image.width}
                  height={e.media.image.height}
                  alt={e.media.image.alt}
                  loading="lazy"
                  decoding="async"
                />
              )}
              {e.media?.kind === 'video' && (
                <video className="commentary__media" src={e.media.src} controls preload="none">
                  <track kind="captions" />
                </video>
              )}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
