import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

import { DATE_YEARS } from '@meydan/shared-types/calendar';
import { toPersianDigits } from '@meydan/shared-types/text';

const years = `${toPersianDigits(String(DATE_YEARS.min))} تا ${toPersianDigits(String(DATE_YEARS.max))}`;

type AjvError = FastifySchemaValidationError & { params: Record<string, unknown> };

function message(err: AjvError): string {
  const p = err.params;
  const n = (v: unknown) => toPersianDigits(String(v));
  switch (err.keyword) {
    case 'required':
      return 'این فیلد الزامی است.';
    case 'minLength':
      return p.limit === 1 ? 'این فیلد نباید خالی باشد.' : `دست‌کم ${n(p.limit)} نویسه وارد کنید.`;
    case 'maxLength':
      return p.limit === 0 ? 'این فیلد باید خالی بماند.' : `حداکثر ${n(p.limit)} نویسه مجاز است.`;
    case 'minimum':
      return `مقدار نباید کمتر از ${n(p.limit)} باشد.`;
    case 'maximum':
      return `مقدار نباید بیشتر از ${n(p.limit)} باشد.`;
    case 'minItems':
      return `دست‌کم ${n(p.limit)} مورد لازم است.`;
    case 'maxItems':
      return `حداکثر ${n(p.limit)} مورد مجاز است.`;
    case 'uniqueItems':
      return 'موارد تکراری مجاز نیست.';
    case 'pattern':
      return 'قالب این مقدار درست نیست.';
    case 'format':
      return (
        (
          {
            email: 'نشانی ایمیل معتبر نیست.',
            uri: 'نشانی اینترنتی معتبر نیست (با http:// یا https:// شروع کنید).',
            'date-time': `تاریخ و ساعت معتبر نیست؛ تاریخی میان سال‌های ${years} با ساعت و منطقهٔ زمانی بفرستید.`,
            date: `تاریخ معتبر نیست؛ روزی واقعی میان سال‌های ${years} به شکل ۲۰۲۴-۰۳-۲۰ بفرستید.`,
          } as Record<string, string>
        )[String(p.format)] ?? 'قالب این مقدار درست نیست.'
      );
    case 'type':
      return p.type === 'integer' || p.type === 'number' ? 'یک عدد معتبر وارد کنید.' : 'نوع این مقدار درست نیست.';
    case 'const':
    case 'enum':
    case 'anyOf':
      return 'یکی از گزینه‌های مجاز را انتخاب کنید.';
    default:
      return 'این مقدار معتبر نیست.';
  }
}

/**
 * The message of a refused path or query string: one line naming the part, as the handlers' own checks
 * word it. A query parameter of the wrong type was sent more than once (the query string knows only text).
 */
export function requestPartMessage(context: 'params' | 'querystring', errors: FastifySchemaValidationError[]): string {
  const [first] = errors as AjvError[];
  const name = first ? first.instancePath.replace(/^\//, '').split('/')[0] : '';
  if (context === 'params') return /^id$|Id$/.test(name) ? 'شناسه باید یک عدد صحیح مثبت باشد.' : 'نشانی درخواست معتبر نیست.';
  if (first?.keyword === 'type') return `پارامتر ${name} فقط یک بار مجاز است.`;
  return `پارامتر ${name} معتبر نیست.`;
}

/** Turns Ajv's errors into `{ field: persianMessage }`, one message per field (the most specific one). */
export function fieldErrors(errors: FastifySchemaValidationError[]): Record<string, string> {
  const out: Record<string, string> = {};
  const weak: Record<string, string> = {};
  for (const raw of errors as AjvError[]) {
    let path = raw.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (raw.keyword === 'required') {
      const missing = String(raw.params.missingProperty ?? '');
      path = path ? `${path}.${missing}` : missing;
    }
    path ||= '_';
    // Unions report a type error per branch before the anyOf; prefer a constraint message when there is one.
    const isWeak = raw.keyword === 'type' || raw.keyword === 'anyOf' || raw.keyword === 'const';
    if (isWeak) weak[path] ??= message(raw);
    else out[path] ??= message(raw);
  }
  for (const [k, v] of Object.entries(weak)) out[k] ??= v;
  return out;
}
