import { useEffect, useState, useSyncExternalStore } from 'react';
import { isFollowing, readFollows, setFollowing, subscribeFollows, syncFollows, type FollowKind } from '../../lib/follows';

const NONE = { teams: [], leagues: [], players: [] };

/**
 * «دنبال کردن» for a team, a league or a player: kept in the browser, and in the account when signed in.
 * Rendered not-following on the server (the page is shared) and set from the browser after hydration.
 */
export function FollowButton({ kind, id, title }: { kind: FollowKind; id: number; title: string }) {
  const follows = useSyncExternalStore(subscribeFollows, readFollows, () => NONE);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const on = isFollowing(follows, kind, id);
  useEffect(() => {
    void syncFollows();
  }, []);
  const toggle = () => {
    setBusy(true);
    setError(null);
    setFollowing(kind, id, !on)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : 'دنبال کردن ممکن نشد.'))
      .finally(() => setBusy(false));
  };
  return (
    <div className="follow">
      <button
        type="button"
        className={`follow__button${on ? ' follow__button--on' : ''}`}
        aria-pressed={on}
        disabled={busy}
        onClick={toggle}
      >
        {/* The name is the words shown and then whom they are about (WCAG 2.5.3, label in name); aria-pressed tells the state. */}
        <span aria-hidden="true">{on ? '✓' : '+'}</span> {on ? 'دنبال می‌کنید' : 'دنبال کردن'}
        <span className="visually-hidden"> {title}</span>
      </button>
      {error && (
        <p className="follow__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
