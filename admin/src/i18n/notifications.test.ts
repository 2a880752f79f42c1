import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';
import { resourceMessages } from './resources';

const t = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

describe('toasts', () => {
  it('name what happened to which kind of record, in Persian digits', () => {
    expect(t('resources.news.notifications.updated', { smart_count: 1 })).toBe('خبر ذخیره شد.');
    expect(t('resources.comment.notifications.deleted', { smart_count: 3 })).toBe('۳ نظر حذف شد.');
    expect(t('resources.user.notifications.created', { smart_count: 1 })).toBe('کاربر ایجاد شد.');
    expect(t('meydan.comment.approved', { smart_count: 1 })).toBe('نظر تأیید شد.');
    expect(t('meydan.comment.approved', { smart_count: 12 })).toBe('۱۲ نظر تأیید شد.');
    expect(t('meydan.notify.updated', { name: 'خبر', title: 'پیروزی تیم ملی' })).toBe('خبر «پیروزی تیم ملی» ذخیره شد.');
  });

  it('exist for every resource, and no notice says «المان» (element) any more', () => {
    for (const [name, messages] of Object.entries(resourceMessages)) {
      for (const kind of ['updated', 'created', 'deleted']) {
        expect(t(`resources.${name}.notifications.${kind}`, { smart_count: 1 }), `${name} ${kind}`).not.toMatch(/notifications|المان/);
      }
      expect(messages.notifications.updated).toContain(messages.name.split('||||')[0].trim());
    }
    for (const key of ['updated', 'created', 'deleted', 'item_doesnt_exist', 'http_error', 'bad_item']) {
      expect(t(`ra.notification.${key}`, { smart_count: 1 }), key).not.toContain('المان');
    }
  });
});
