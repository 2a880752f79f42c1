import { useToast } from '../../components/ui/Toaster';

/** The short link to share in a messenger, with a copy button (the link itself works without JavaScript). */
export function ShareBox({ title, shortPath }: { title: string; shortPath: string }) {
  const toast = useToast();
  const copy = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const url = new URL(shortPath, window.location.origin).href;
    try {
      if (navigator.share) await navigator.share({ title, url });
      else {
        await navigator.clipboard.writeText(url);
        toast('پیوند کوتاه کپی شد.', 'success');
      }
    } catch {
      // The reader closed the share sheet; nothing to report.
    }
  };
  return (
    <p className="share-box">
      <span>پیوند کوتاه:</span>{' '}
      <a href={shortPath} dir="ltr" onClick={copy}>{shortPath}</a>
    </p>
  );
}
