import type { SocialLink } from '@meydan/shared-types/schemas';
import { hashPassword } from '../auth/passwords.js';
import { BaseInformation } from '../model/base-information.entity.js';
import { User } from '../model/user.entity.js';
import type { SeedContext } from './seed-context.js';

export interface DemoLogin {
  email: string;
  password: string;
  role: 'admin' | 'editor' | 'user';
  displayName: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { email: 'admin@meydan.example', password: 'Meydan-Admin-1404', role: 'admin', displayName: 'مدیر میدان' },
  { email: 'editor@meydan.example', password: 'Meydan-Editor-1404', role: 'editor', displayName: 'دبیر ورزشی میدان' },
  { email: 'user@meydan.example', password: 'Meydan-User-1404', role: 'user', displayName: 'کاربر نمونه' },
];

export const DEMO_EDITOR_EMAIL = 'editor@meydan.example';

/** The demo accounts; an existing account with a demo address is reset to the demo password and role. */
export async function seedUsers(ctx: SeedContext): Promise<Record<DemoLogin['role'], number>> {
  const { em, now } = ctx;
  const ids = {} as Record<DemoLogin['role'], number>;
  for (const login of DEMO_LOGINS) {
    const passwordHash = await hashPassword(login.password);
    const existing = await em.findOne(User, { email: login.email }, { fields: ['id'] });
    const data = { displayName: login.displayName, passwordHash, role: login.role, isActive: true, updatedAt: now };
    if (existing) {
      await em.nativeUpdate(User, { id: existing.id }, data);
      ids[login.role] = existing.id;
    } else {
      ids[login.role] = Number(await em.insert(User, { ...data, email: login.email, createdAt: now }));
    }
  }
  return ids;
}

const ABOUT_HTML = [
  '<h2>دربارهٔ میدان</h2>',
  '<p>میدان پایگاه خبری ورزشی است که اخبار، نتایج زنده، جدول لیگ‌ها و گزارش تصویری رویدادهای ورزشی ایران و جهان را به فارسی منتشر می‌کند.</p>',
  '<p>تحریریهٔ میدان از خبرنگاران و عکاسانی تشکیل شده که در ورزشگاه‌ها و سالن‌های سراسر کشور حضور دارند؛ از لیگ برتر فوتبال تا سوپرلیگ والیبال، فوتسال، کشتی و رشته‌های المپیکی.</p>',
  '<h2>اصول ما</h2>',
  '<p>دقت پیش از سرعت، انصاف در پوشش همهٔ تیم‌ها و احترام به مخاطب. هر خطا را پس از اطلاع، با ذکر اصلاحیه برطرف می‌کنیم.</p>',
  '<blockquote>ورزش را همان‌طور که هست روایت می‌کنیم: پرشور، منصفانه و بی‌حاشیه.</blockquote>',
].join('');

const SOCIAL_LINKS: SocialLink[] = [
  { network: 'telegram', url: 'https://t.me/meydan_sport' },
  { network: 'instagram', url: 'https://instagram.com/meydan.sport' },
  { network: 'aparat', url: 'https://www.aparat.com/meydan' },
  { network: 'x', url: 'https://x.com/meydan_sport' },
  { network: 'bale', url: 'https://ble.ir/meydan_sport' },
];

/** The site's one base-information record (id 1), created or overwritten. */
export async function seedBaseInformation(ctx: SeedContext, shareImage: number | null): Promise<void> {
  const { em, now } = ctx;
  const data = {
    siteTitle: 'میدان',
    siteDescription: 'میدان؛ اخبار ورزشی ایران و جهان، نتایج زنده، جدول لیگ برتر فوتبال، فوتسال و والیبال و گزارش‌های تصویری',
    aboutHtml: ABOUT_HTML,
    contactEmail: 'info@meydan.example',
    contactPhone: '۰۲۱-۸۸۰۰۱۴۰۴',
    address: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، پلاک ۱۴۰۴',
    socialLinks: SOCIAL_LINKS,
    footerText: 'تمامی حقوق مادی و معنوی این پایگاه متعلق به میدان است. نقل مطالب با ذکر منبع آزاد است.',
    shareImage,
    updatedAt: now,
  };
  const existing = await em.findOne(BaseInformation, { id: { $gt: 0 } }, { fields: ['id'], orderBy: { id: 'asc' } });
  if (existing) await em.nativeUpdate(BaseInformation, { id: existing.id }, data);
  else await em.insert(BaseInformation, { ...data, createdAt: now });
}
