/** Errors our own code throws on purpose; the central handler turns them into JSON responses. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export class ValidationError extends HttpError {
  constructor(errors: Record<string, string>, message = 'اطلاعات واردشده کامل یا درست نیست؛ خطاهای هر فیلد را ببینید.') {
    super(400, message, errors);
  }
}

export const STALE_VERSION =
  'این مورد پس از باز شدن فرم شما، به دست کس دیگری تغییر کرده است؛ تغییرات او را ببینید و نسخهٔ خود یا او را نگه دارید.';

/** An update based on an older version than the stored one: the answer carries the stored record to merge with. */
export class ConflictError extends HttpError {
  constructor(readonly current: Record<string, unknown>) {
    super(409, STALE_VERSION);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = 'موردی با این شناسه پیدا نشد.') => new HttpError(404, message);
export const unauthorized = () => new HttpError(401, 'ابتدا وارد حساب کاربری خود شوید.');
export const forbidden = () => new HttpError(403, 'شما اجازهٔ انجام این کار را ندارید.');

/**
 * A fault of the moment in this process, not of the request nor of the database (a render thread that
 * stopped): answered 503 with Retry-After, and the next request tries again.
 */
export class TransientFault extends Error {}
