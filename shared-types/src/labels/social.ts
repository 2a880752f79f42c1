import type { SocialLink } from '../schemas/base-information.js';

/** The social networks the base information links, as the footer names them. */
export const SOCIAL_NETWORK_LABELS: Record<SocialLink['network'], string> = {
  telegram: 'تلگرام',
  instagram: 'اینستاگرام',
  x: 'ایکس',
  aparat: 'آپارات',
  youtube: 'یوتیوب',
  bale: 'بله',
  eitaa: 'ایتا',
  rubika: 'روبیکا',
  website: 'وب‌سایت',
};
