export type ErrorVariant = 'not-found' | 'server-error';

export interface AppErrorOptions {
  statusCode?: number;
  message?: string;
  /** A fatal error replaces the whole page; a non-fatal one is shown inside the layout. */
  fatal?: boolean;
  data?: unknown;
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly fatal: boolean;
  readonly data: unknown;

  constructor({ statusCode = 500, message, fatal = false, data }: AppErrorOptions = {}) {
    super(message ?? defaultMessage(statusCode));
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.fatal = fatal;
    this.data = data;
  }
}

const defaultMessage = (statusCode: number): string => (statusCode === 404 ? 'Page Not Found' : 'Internal Server Error');

export const createError = (options: AppErrorOptions = {}): AppError => new AppError(options);

export const isAppError = (err: unknown): err is AppError => err instanceof AppError;

export const pageNotFoundMessage = (path: string): string => `Page Not Found: ${path}`;

/** A page's validity check failed (e.g. a non-numeric id). */
export const invalidPageError = (path: string): AppError =>
  createError({ statusCode: 404, message: pageNotFoundMessage(path), fatal: true, data: { path } });

/** No route matched; shown inside the layout. */
export const unmatchedRouteError = (path: string): AppError =>
  createError({ statusCode: 404, message: 'Page not found', fatal: false, data: { path } });

export const errorVariant = (status: number): ErrorVariant => (status === 404 ? 'not-found' : 'server-error');

export interface ErrorCopy {
  title: string;
  description: string;
  action: string;
}

export const ERROR_COPY: Record<ErrorVariant, ErrorCopy> = {
  'not-found': {
    title: 'صفحه پیدا نشد',
    description: 'صفحه‌ای که دنبالش بودید وجود ندارد یا جابه‌جا شده است.',
    action: 'بازگشت به صفحه اصلی',
  },
  'server-error': {
    title: 'خطای داخلی سرور',
    description: 'مشکلی پیش آمد و صفحه نمایش داده نشد. لطفاً چند لحظه دیگر دوباره تلاش کنید.',
    action: 'بازگشت به صفحه اصلی',
  },
};

/** A code chunk still failing after the one guarded reload: the reader can only reload, so say that. */
export const CHUNK_ERROR_COPY: ErrorCopy = {
  title: 'بخشی از این صفحه بارگذاری نشد',
  description:
    'اتصال اینترنت را بررسی کنید و صفحه را دوباره بارگذاری کنید. اگر سایت همین حالا به‌روز شده باشد، بارگذاری دوباره نسخهٔ تازه را می‌آورد.',
  action: 'بارگذاری دوباره صفحه',
};
