import { Link } from './Link';
import { ERROR_COPY, errorVariant } from '@meydan/shared-types/client';
import { type PageError } from '@meydan/shared-types/public';

interface ErrorViewProps {
  error: PageError;
  standalone?: boolean;
  /** Offered when the page's data could not be fetched: asks for it again in place. */
  onRetry?: () => void;
  retrying?: boolean;
}

/** The error page: the 404 variant or the generic server-error variant, with the error's own message. */
export function ErrorView({ error, standalone = false, onRetry, retrying = false }: ErrorViewProps) {
  const variant = errorVariant(error.statusCode);
  const copy = ERROR_COPY[variant];
  return (
    <div className={`error-view error-view--${variant} ${standalone ? 'error-view--standalone' : 'container'}`}>
      <p className="error-view__code" aria-hidden="true">
        {error.statusCode === 404 ? '۴۰۴' : '۵۰۰'}
      </p>
      <h1 className="error-view__title">{copy.title}</h1>
      {/* A 404's message is the English «Page not found» the client's errors carry; the title says it in Persian. */}
      {variant === 'server-error' && (
        <p className="error-view__message" dir="auto" lang="en">
          {error.message}
        </p>
      )}
      <p>{copy.description}</p>
      <div className="error-view__actions">
        {onRetry && (
          <button type="button" className="button" onClick={onRetry} disabled={retrying}>
            {retrying ? 'در حال تلاش دوباره…' : 'تلاش دوباره'}
          </button>
        )}
        {standalone ? (
          <a className={onRetry ? 'button button--ghost' : 'button'} href="/">
            {copy.action}
          </a>
        ) : (
          <Link className={onRetry ? 'button button--ghost' : 'button'} to="/">
            {copy.action}
          </Link>
        )}
      </div>
    </div>
  );
}

/** A fatal error replaces the whole page, layout included. */
export function FatalErrorPage({ error }: { error: PageError }) {
  return (
    <main id="main" className="fatal-page">
      <ErrorView error={error} standalone />
    </main>
  );
}
