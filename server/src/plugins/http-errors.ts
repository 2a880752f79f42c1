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

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = 'موردی با این شناسه پیدا نشد.') => new HttpError(404, message);
export const unauthorized = () => new HttpError(401, 'ابتدا وارد حساب کاربری خود شوید.');
export const forbidden = () => new HttpError(403, 'شما اجازهٔ انجام این کار را ندارید.');
