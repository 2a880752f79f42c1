import { createHash } from 'node:crypto';
import type { CommentStatus } from '@meydan/shared-types/schemas';
import { Comment } from '../model/comment.entity.js';
import { commentSearchKey } from '../search/comment-search.js';
import { insertRows } from './bulk-insert.js';
import { readerName } from './catalog/people.js';
import type { InsertedNews } from './news-insert.js';
import type { Random } from './random.js';
import type { SeedContext } from './seed-context.js';

const BODIES = [
  'تحلیل خوبی بود، ممنون از میدان.',
  'داوری این بازی واقعاً ضعیف بود؛ دو صحنهٔ پنالتی گرفته نشد.',
  'این تیم با این ترکیب به جایی نمی‌رسد، سرمربی باید تغییرات جدی بدهد.',
  'بازیکنان جوان امسال خیلی خوب کار کرده‌اند، امیدوارم به تیم ملی هم برسند.',
  'هر هفته همین حرف‌ها را می‌زنند و نتیجه‌ای نمی‌گیرند.',
  'خسته نباشید به بچه‌ها، بازی قشنگی بود.',
  'چرا خلاصهٔ بازی را منتشر نمی‌کنید؟',
  'هوادار واقعی در شرایط سخت کنار تیمش می‌ماند.',
  'این خرید به نظرم اشتباه است، تیم به مدافع نیاز دارد نه مهاجم.',
  'ورزشگاه‌ها باید امکانات بهتری برای خانواده‌ها داشته باشند.',
  'یادش به خیر فصل‌هایی که این تیم همه را می‌برد.',
  'گزارش کامل و بی‌طرفانه‌ای بود.',
  'قیمت بلیت‌ها برای دانشجوها خیلی بالاست.',
  'امیدوارم مصدومیتش جدی نباشد، بهترین بازیکن تیم است.',
  'کاش VAR در همهٔ بازی‌ها باشد، نه فقط بازی‌های تلویزیونی.',
];
const SPAM = [
  'خرید فالوور ارزان با تخفیف ویژه! همین حالا به سایت ما سر بزنید',
  'بهترین سایت پیش‌بینی فوتبال با ضریب بالا و هدیهٔ ثبت‌نام',
  'کسب درآمد روزانه از خانه بدون سرمایه، پیام بدهید',
];
const REJECTED = ['این نظر به دلیل توهین به بازیکنان منتشر نمی‌شود', 'مطالب تکراری و نامرتبط با خبر'];
const REPLIES = [
  'ممنون از نظر شما؛ خلاصهٔ بازی در بخش ویدیو منتشر شده است.',
  'پیشنهاد شما به تحریریه منتقل شد.',
  'با تشکر از همراهی شما؛ گزارش تکمیلی به‌زودی منتشر می‌شود.',
];
const AGENTS = [
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
];

function status(random: Random): CommentStatus {
  const r = random.next();
  return r < 0.66 ? 'approved' : r < 0.86 ? 'pending' : r < 0.93 ? 'rejected' : 'spam';
}

/** Comments in every state on the most read news, some approved ones answered by staff or by other readers. */
export async function seedComments(ctx: SeedContext, news: InsertedNews[], staffId: number): Promise<number> {
  const random = ctx.random('comments');
  const popular = news
    .filter((n) => n.item.status === 'published' && n.item.allowComments && n.item.publishedAt! < ctx.now)
    .sort((a, b) => b.item.viewCount - a.item.viewCount)
    .slice(0, 30);
  const top: { news: number; at: Date; status: CommentStatus }[] = [];
  const rows = popular.flatMap(({ id, item }) =>
    Array.from({ length: random.int(3, 12) }, (_, k) => {
      const s = status(random);
      const window = ctx.now.getTime() - item.publishedAt!.getTime();
      const at = new Date(item.publishedAt!.getTime() + window * random.next() ** 2);
      const replied = s === 'approved' && random.chance(0.15);
      top.push({ news: id, at, status: s });
      return {
        createdAt: at,
        updatedAt: at,
        news: id,
        parent: null,
        authorName: readerName(random),
        authorEmail: random.chance(0.4) ? `reader${id}-${k}@example.com` : null,
        body: s === 'spam' ? random.pick(SPAM) : s === 'rejected' ? random.pick(REJECTED) : random.pick(BODIES),
        status: s,
        ipHash: createHash('sha256')
          .update(`demo-ip-${random.int(1, 5000)}`)
          .digest('hex'),
        userAgent: random.pick(AGENTS),
        reply: replied ? random.pick(REPLIES) : null,
        repliedAt: replied ? new Date(Math.min(ctx.now.getTime(), at.getTime() + 3_600_000)) : null,
        repliedBy: replied ? staffId : null,
      };
    }),
  );
  const ids = await insertRows(
    ctx.em,
    Comment,
    rows.map((r) => ({ ...r, searchText: commentSearchKey(r) })),
  );
  // Readers answering readers: threads hang off approved comments.
  const answers = ids.flatMap((parent, i) => {
    if (top[i].status !== 'approved' || !random.chance(0.2)) return [];
    const at = new Date(Math.min(ctx.now.getTime(), top[i].at.getTime() + random.int(5, 300) * 60_000));
    return [
      {
        createdAt: at,
        updatedAt: at,
        news: top[i].news,
        parent,
        authorName: readerName(random),
        authorEmail: null,
        body: random.pick(['کاملاً موافقم.', 'اتفاقاً به نظر من برعکس است.', 'دقیقاً همین را می‌خواستم بنویسم.']),
        status: random.chance(0.8) ? 'approved' : 'pending',
        ipHash: createHash('sha256')
          .update(`demo-ip-${random.int(1, 5000)}`)
          .digest('hex'),
        userAgent: random.pick(AGENTS),
        reply: null,
        repliedAt: null,
        repliedBy: null,
      },
    ];
  });
  await insertRows(
    ctx.em,
    Comment,
    answers.map((r) => ({ ...r, searchText: commentSearchKey(r) })),
  );
  return ids.length + answers.length;
}
