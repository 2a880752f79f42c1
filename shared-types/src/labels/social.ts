import type { SocialLink } from '../schemas/base-information.js';

/*
 * The social networks' Persian names, on their own entry point: the public site's footer is on every
 * page, and importing the whole label list there would put every other label in every page's first load.
 */
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
