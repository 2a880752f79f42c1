import { normalizeText, toSearchKey } from '@meydan/shared-types/text';
import { Gallery, GalleryItem } from '../model/gallery.entity.js';
import { gallerySearchVector } from '../model/search-vector.js';
import { insertPivot, insertRows } from './bulk-insert.js';
import type { SeasonRecord } from './game-records.js';
import type { CoverPool } from './demo-media.js';
import type { Reference } from './demo-reference.js';
import { DAY_MS, type SeedContext } from './seed-context.js';

// Public sample clips that browsers and react-player play directly.
const VIDEO_URLS = [
  'https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/ForBiggerBlazes.mp4',
  'https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/ForBiggerEscapes.mp4',
  'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4',
  'https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/ForBiggerJoyrides.mp4',
  'https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/ForBiggerFun.mp4',
];

const CAPTIONS = [
  'ورود بازیکنان به زمین',
  'شادی پس از گل',
  'تشویق هواداران در سکوها',
  'گرم کردن پیش از بازی',
  'جدال هوایی دو بازیکن',
  'سرمربی در کنار خط',
  'لحظهٔ ورود به رختکن',
  'عکس یادگاری ترکیب اصلی',
  'واکنش نیمکت پس از سوت پایان',
  'تمرین ضربات ایستگاهی',
  'حضور خانواده‌ها در ورزشگاه',
  'دیدار بازیکنان با هواداران',
];

interface GallerySpec {
  kind: 'image' | 'video';
  title: string;
  description: string;
  sport: string;
  tags: string[];
  video?: 'upload' | string;
}

function specs(seasons: SeasonRecord[]): GallerySpec[] {
  const football = seasons.find((s) => s.isCurrent && s.league.seed.key === 'football')!;
  const recent = football.games.filter((g) => g.status === 'finished').slice(-12);
  const images: GallerySpec[] = recent.slice(0, 8).map((g) => ({
    kind: 'image',
    title: `گزارش تصویری دیدار ${g.home.title} و ${g.away.title}`,
    sport: 'football',
    description: `تصاویر اختصاصی میدان از دیدار ${g.home.title} و ${g.away.title} در ${g.home.stadiumTitle}`,
    tags: ['لیگ برتر', g.home.title, g.away.title],
  }));
  images.push(
    {
      kind: 'image',
      title: 'تمرین تیم ملی فوتبال در کمپ تیم‌های ملی',
      sport: 'football',
      description: 'نخستین جلسهٔ تمرینی ملی‌پوشان در اردوی جدید',
      tags: ['تیم ملی فوتبال', 'اردوی تیم ملی'],
    },
    {
      kind: 'image',
      title: 'هواداران تراکتور در یادگار امام',
      sport: 'football',
      description: 'سکوهای پر از هوادار در تبریز',
      tags: ['تراکتور', 'هواداران'],
    },
    {
      kind: 'image',
      title: 'جدال مدعیان لیگ برتر فوتسال',
      sport: 'futsal',
      description: 'صحنه‌هایی از دیدار حساس هفتهٔ گذشته',
      tags: ['فوتسال'],
    },
    {
      kind: 'image',
      title: 'تیم ملی والیبال در تمرین پیش از اعزام',
      sport: 'volleyball',
      description: 'آماده‌سازی ملی‌پوشان والیبال',
      tags: ['تیم ملی والیبال', 'والیبال'],
    },
  );
  const videos: GallerySpec[] = [
    {
      kind: 'video',
      title: `خلاصهٔ دیدار ${recent[8].home.title} و ${recent[8].away.title}`,
      sport: 'football',
      description: 'گل‌ها و صحنه‌های حساس بازی',
      tags: ['لیگ برتر'],
      video: 'upload',
    },
    {
      kind: 'video',
      title: 'گل‌های برتر هفتهٔ گذشتهٔ لیگ برتر',
      sport: 'football',
      description: 'پنج گل تماشایی هفته به انتخاب تحریریه',
      tags: ['لیگ برتر'],
      video: VIDEO_URLS[0],
    },
    {
      kind: 'video',
      title: 'نشست خبری سرمربی پرسپولیس',
      sport: 'football',
      description: 'صحبت‌های سرمربی پیش از دیدار هفتهٔ آینده',
      tags: ['پرسپولیس', 'سرمربی'],
      video: VIDEO_URLS[1],
    },
    {
      kind: 'video',
      title: 'حواشی تمرین استقلال',
      sport: 'football',
      description: 'شوخی‌ها و حواشی تمرین آبی‌پوشان',
      tags: ['استقلال'],
      video: 'upload',
    },
    {
      kind: 'video',
      title: 'لحظه‌های طلایی کشتی آزاد در جام تختی',
      sport: 'wrestling',
      description: 'فنون برتر فینال‌ها',
      tags: ['کشتی آزاد'],
      video: VIDEO_URLS[2],
    },
    {
      kind: 'video',
      title: 'خلاصهٔ دیدار شهداب و پیکان در لیگ برتر والیبال',
      sport: 'volleyball',
      description: 'امتیازهای حساس ست پنجم',
      tags: ['والیبال'],
      video: VIDEO_URLS[3],
    },
    {
      kind: 'video',
      title: 'گل‌های دیدنی فوتسال ایران',
      sport: 'futsal',
      description: 'بهترین گل‌های هفته در لیگ برتر فوتسال',
      tags: ['فوتسال'],
      video: 'upload',
    },
    {
      kind: 'video',
      title: 'بازگشت ملی‌پوشان فوتبال به تهران',
      sport: 'football',
      description: 'استقبال هواداران در فرودگاه امام',
      tags: ['تیم ملی فوتبال'],
      video: VIDEO_URLS[4],
    },
  ];
  return [...images, ...videos];
}

export async function seedGalleries(
  ctx: SeedContext,
  ref: Reference,
  seasons: SeasonRecord[],
  pool: CoverPool,
  videoId: number,
): Promise<number> {
  const random = ctx.random('galleries');
  const list = specs(seasons);
  const rows = list.map((g, i) => {
    const title = normalizeText(g.title);
    const publishedAt = new Date(ctx.now.getTime() - (i + 1) * 2.3 * DAY_MS - random.int(0, 600) * 60_000);
    const cover = pool.pick(random, g.sport);
    const draft = i === 3;
    return {
      createdAt: new Date(publishedAt.getTime() - 3_600_000),
      updatedAt: publishedAt,
      kind: g.kind,
      title,
      slug: ctx.slugs('gallery').take(title),
      description: g.description,
      cover,
      sport: ref.sports.get(g.sport)?.id ?? null,
      status: draft ? 'draft' : 'published',
      publishedAt: draft ? null : publishedAt,
      shortCode: ctx.shortCodes.next(),
      viewCount: draft ? 0 : random.heavyTail(2500, 90_000),
      video: g.video === 'upload' ? videoId : null,
      videoUrl: g.video && g.video !== 'upload' ? g.video : null,
      poster: g.kind === 'video' ? cover : null,
      itemCount: 0,
      searchText: toSearchKey(`${title} ${g.description}`),
      searchVector: gallerySearchVector({ title, description: g.description }),
    };
  });
  const items: object[] = [];
  const counts = list.map((g) => (g.kind === 'image' ? random.int(6, 12) : 0));
  const ids = await insertRows(
    ctx.em,
    Gallery,
    rows.map((r, i) => ({ ...r, itemCount: counts[i] })),
  );
  ids.forEach((galleryId, i) => {
    const pictures = random.shuffle(pool.all);
    const captions = random.shuffle(CAPTIONS);
    for (let k = 0; k < counts[i]; k++) {
      items.push({
        createdAt: ctx.now,
        updatedAt: ctx.now,
        gallery: galleryId,
        media: pictures[k % pictures.length],
        caption: captions[k % captions.length],
        sortOrder: k,
      });
    }
  });
  await insertRows(ctx.em, GalleryItem, items);
  const tags: [number, number][] = [];
  ids.forEach((id, i) => {
    for (const t of new Set(list[i].tags.map((title) => ref.tags.get(normalizeText(title))).filter((t): t is number => !!t)))
      tags.push([id, t]);
  });
  await insertPivot(ctx.em, 'gallery_tags', ['gallery_id', 'tag_id'], tags);
  return ids.length;
}
