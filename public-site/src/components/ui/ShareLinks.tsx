import { useEffect, useState } from 'react';
import { useToast } from './Toaster';

interface ShareLinksProps {
  title: string;
  /** The short link, absolute: what the messengers receive. */
  url: string;
}

/**
 * Share links to Telegram, WhatsApp and X, and the short link to copy: plain links to each service's
 * share address, no script of theirs. Without JavaScript the short link is there to select and copy.
 */
export function ShareLinks({ title, url }: ShareLinksProps) {
  const toast = useToast();
  // Shown once the page runs: without JavaScript a copy button could do nothing.
  const [canCopy, setCanCopy] = useState(false);
  useEffect(() => setCanCopy(typeof navigator.clipboard?.writeText === 'function'), []);
  const text = encodeURIComponent(title);
  const link = encodeURIComponent(url);
  const targets = [
    { name: 'telegram', label: 'تلگرام', href: `https://t.me/share/url?url=${link}&text=${text}` },
    { name: 'whatsapp', label: 'واتس‌اپ', href: `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}` },
    { name: 'x', label: 'ایکس', href: `https://x.com/intent/post?text=${text}&url=${link}` },
  ];
  const copy = async (event: React.MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    try {
      await navigator.clipboard.writeText(url);
      toast('پیوند کوتاه کپی شد.', 'success');
    } catch {
      toast('کپی نشد؛ پیوند را انتخاب و کپی کنید.', 'error');
    }
  };
  return (
    <div className="share-links">
      <p className="share-links__title">اشتراک‌گذاری</p>
      <ul className="share-links__list">
        {targets.map((t) => (
          <li key={t.name}>
            <a className={`share-links__link share-links__link--${t.name}`} href={t.href} target="_blank" rel="noopener noreferrer">
              {t.label}
            </a>
          </li>
        ))}
        {canCopy && (
          <li>
            <button type="button" className="share-links__link share-links__copy" onClick={copy}>
              کپی پیوند کوتاه
            </button>
          </li>
        )}
      </ul>
      <p className="share-links__short">
        <span>پیوند کوتاه:</span>{' '}
        <a href={url} dir="ltr" translate="no">
          {url.replace(/^https?:\/\//, '')}
        </a>
      </p>
    </div>
  );
}
