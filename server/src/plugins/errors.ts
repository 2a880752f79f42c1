import { toPersianDigits } from '@meydan/shared-types/text';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import {
  ForeignKeyConstraintViolationException,
  NotFoundError,
  OptimisticLockError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { isDatabaseUnavailable } from '../db/database-errors.js';
import { ConflictError, HttpError } from '../http-errors.js';
import { fieldErrors, requestPartMessage } from './validation-messages.js';

export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  /** On a version conflict: the record as stored now. */
  current?: Record<string, unknown>;
}

/** The one place where thrown errors become HTTP answers. Nothing a client sends may produce a 500. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const send = (status: number, body: ErrorBody) => reply.status(status).send(body);

      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        return send(error.statusCode, {
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
          ...(error instanceof ConflictError ? { current: error.current } : {}),
        });
      }
      if (error.validation && (error.validationContext === 'params' || error.validationContext === 'querystring')) {
        return send(400, { message: requestPartMessage(error.validationContext, error.validation) });
      }
      if (error.validation) {
        return send(400, {
          message: 'اطلاعات واردشده کامل یا درست نیست؛ خطاهای هر فیلد را ببینید.',
          errors: fieldErrors(error.validation),
        });
      }
      if (isDatabaseUnavailable(error)) {
        // Logged once per outage (start and end), not once per request.
        request.server.outage.failed(error);
        reply.header('Retry-After', '5');
        return send(503, { message: 'پایگاه داده موقتاً در دسترس نیست؛ چند لحظه بعد دوباره تلاش کنید.' });
      }
      if (error instanceof NotFoundError) return send(404, { message: 'موردی با این شناسه پیدا نشد.' });
      // Someone else's write landed between this request's read and its own: nothing of it was kept.
      if (error instanceof OptimisticLockError) {
        return send(409, {
          message: 'این مورد هم‌زمان به دست کس دیگری تغییر کرد؛ صفحه را دوباره باز کنید و تغییر خود را دوباره ثبت کنید.',
        });
      }
      if (error instanceof UniqueConstraintViolationException) {
        return send(409, { message: 'موردی با همین مشخصات از قبل وجود دارد.' });
      }
      if (error instanceof ForeignKeyConstraintViolationException) {
        return send(409, { message: 'این مورد در جای دیگری استفاده شده یا به موردی ناموجود اشاره می‌کند.' });
      }
      const status = error.statusCode ?? 500;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const kb = Math.floor((request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0) / 1024);
        return send(413, { message: `حجم درخواست بیش از ${toPersianDigits(kb)} کیلوبایتِ مجاز است؛ داده را کوتاه‌تر کنید.` });
      }
      if (status >= 400 && status < 500) {
        const known: Record<string, string> = {
          FST_ERR_CTP_INVALID_MEDIA_TYPE: 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
          FST_ERR_CTP_EMPTY_JSON_BODY: 'بدنهٔ درخواست خالی است.',
          FST_ERR_CTP_INVALID_JSON_BODY: 'بدنهٔ درخواست JSON معتبر نیست.',
          FST_REQ_FILE_TOO_LARGE: 'حجم فایل بیش از حد مجاز است.',
        };
        const message =
          known[error.code] ??
          (status === 429 ? error.message || 'تعداد درخواست‌ها زیاد است؛ کمی بعد دوباره تلاش کنید.' : 'درخواست نامعتبر است.');
        return send(status, { message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(500, { message: 'خطای داخلی سرور. لطفاً دوباره تلاش کنید.' });
    });
  },
  { name: 'errors' },
);
