import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { toPersianDigits } from '@meydan/shared-types/text';
import { faMessages } from './fa';

const base = polyglotI18nProvider(() => faMessages, 'fa', [{ locale: 'fa', name: 'فارسی' }], { allowMissing: true });

/**
 * Every translated string goes through Persian digits, so counts and page ranges that react-admin
 * interpolates ("۱-۲۵ از ۳۱۹") never show Latin digits.
 */
export const i18nProvider: I18nProvider = {
  ...base,
  translate: (key, options) => toPersianDigits(base.translate(key, options)),
};
