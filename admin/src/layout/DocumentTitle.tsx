import { useEffect } from 'react';

const SUFFIX = 'مدیریت میدان';

/**
 * The browser tab says which screen it is («اخبار — مدیریت میدان»): every screen already writes its
 * title into the app bar (react-admin's <Title>), so the tab follows that text as it changes.
 */
export function DocumentTitle() {
  useEffect(() => {
    // The app bar's title element is replaced when the bar re-renders for another screen width, so
    // the whole page is watched and the element looked up each time; the callback is a lookup and a compare.
    const follow = () => {
      const text = document.getElementById('react-admin-title')?.textContent?.trim();
      const title = text ? `${text} — ${SUFFIX}` : SUFFIX;
      if (document.title !== title) document.title = title;
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
