import { RESOURCE_LABELS } from '@meydan/shared-types/resource-labels';

/** Toasts that name what happened to what («خبر ذخیره شد.», «۳ نظر حذف شد.»), from each resource's noun. */
function notificationsOf(name: string) {
  const one = name.split('||||')[0].trim();
  return {
    updated: `${one} ذخیره شد. |||| %{smart_count} ${one} ذخیره شد.`,
    created: `${one} ایجاد شد.`,
    deleted: `${one} حذف شد. |||| %{smart_count} ${one} حذف شد.`,
  };
}

export const resourceMessages = Object.fromEntries(
  Object.entries(RESOURCE_LABELS).map(([key, value]) => [key, { ...value, notifications: notificationsOf(value.name) }]),
);
