import { describe, expect, it } from 'vitest';
import { fieldErrors } from './validation-messages.js';

const err = (keyword: string, instancePath: string, params: Record<string, unknown>) =>
  ({ keyword, instancePath, schemaPath: '', params, message: '' }) as never;

describe('fieldErrors', () => {
  it('gives one Persian message per field, naming nested fields with dots', () => {
    expect(
      fieldErrors([
        err('required', '', { missingProperty: 'title' }),
        err('maxLength', '/lead', { limit: 1000 }),
        err('minimum', '/events/2/minute', { limit: 0 }),
        err('format', '/contactEmail', { format: 'email' }),
      ]),
    ).toEqual({
      title: 'این فیلد الزامی است.',
      lead: 'حداکثر ۱۰۰۰ نویسه مجاز است.',
      'events.2.minute': 'مقدار نباید کمتر از ۰ باشد.',
      contactEmail: 'نشانی ایمیل معتبر نیست.',
    });
  });

  it('prefers the specific constraint over the type errors a nullable union reports', () => {
    expect(
      fieldErrors([
        err('type', '/capacity', { type: 'null' }),
        err('maximum', '/capacity', { limit: 300000 }),
        err('anyOf', '/capacity', {}),
      ]),
    ).toEqual({
      capacity: 'مقدار نباید بیشتر از ۳۰۰۰۰۰ باشد.',
    });
  });
});
