import { toPersianDigits } from '@meydan/shared-types/text';
import fp from 'fastify-plugin';
import { nestsDeeperThan } from '../security/json-depth.js';
import { HttpError } from '../http-errors.js';

/** Our deepest real body (a game result's events) nests three levels. */
export const JSON_MAX_DEPTH = 16;

/**
 * JSON bodies with a nesting limit checked on the raw text before JSON.parse. Fastify's own parser
 * does the rest (empty bodies, __proto__ and constructor poisoning refused).
 */
export default fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
      const body = typeof raw === 'string' ? raw : raw.toString('utf8');
      if (nestsDeeperThan(body, JSON_MAX_DEPTH)) {
        done(
          new HttpError(400, `بدنهٔ درخواست بیش از ${toPersianDigits(JSON_MAX_DEPTH)} سطح تودرتو دارد؛ دادهٔ ساده‌تری بفرستید.`),
          undefined,
        );
        return;
      }
      parse(request, body, done);
    });
  },
  { name: 'json-body' },
);
