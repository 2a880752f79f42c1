/** Persian names and field labels of every resource; react-admin reads `resources.<name>.fields.*`. */
const common = { id: 'شناسه', createdAt: 'ایجاد', updatedAt: 'آخرین تغییر', q: 'جستجو', slug: 'نامک', title: 'عنوان', sortOrder: 'ترتیب' };
const points = { winPoints: 'امتیاز برد', drawPoints: 'امتیاز تساوی', lossPoints: 'امتیاز باخت' };
const publication = {
  status: 'وضعیت', state: 'وضعیت انتشار', publishedAt: 'زمان انتشار', shortCode: 'کد کوتاه', viewCount: 'بازدید',
  cover: 'تصویر شاخص', sport: 'ورزش', tags: 'برچسب‌ها', publishedAt_gte: 'منتشرشده از', publishedAt_lte: 'منتشرشده تا',
};
const gallery = {
  ...common, ...publication, kind: 'نوع', description: 'توضیحات', video: 'فایل ویدیو', videoUrl: 'نشانی ویدیو (بیرونی)',
  poster: 'پوستر', itemCount: 'تعداد تصویر', tag: 'برچسب',
};

const resources = {
  sport: { name: 'ورزش |||| ورزش‌ها', fields: { ...common, ...points, icon: 'نماد', isActive: 'فعال' } },
  age: { name: 'رده سنی |||| رده‌های سنی', fields: { ...common } },
  league: {
    name: 'لیگ |||| لیگ‌ها',
    fields: {
      ...common, ...points, sport: 'ورزش', age: 'رده سنی', logo: 'نشان', isActive: 'فعال', tieBreakers: 'معیارهای رده‌بندی',
      zones: 'ناحیه‌های جدول', 'zones.from': 'از رتبه', 'zones.to': 'تا رتبه', 'zones.label': 'برچسب', 'zones.color': 'رنگ',
    },
  },
  season: {
    name: 'فصل |||| فصل‌ها',
    fields: { ...common, league: 'لیگ', startsOn: 'شروع', endsOn: 'پایان', isCurrent: 'فصل جاری' },
  },
  'season-team': {
    name: 'تیم فصل |||| تیم‌های فصل',
    fields: { ...common, season: 'فصل', team: 'تیم', pointsAdjustment: 'کسر/افزایش امتیاز', note: 'یادداشت' },
  },
  week: { name: 'هفته |||| هفته‌ها', fields: { ...common, season: 'فصل', number: 'شماره', startsOn: 'شروع', endsOn: 'پایان' } },
  team: {
    name: 'تیم |||| تیم‌ها',
    fields: {
      ...common, shortTitle: 'نام کوتاه', sport: 'ورزش', logo: 'نشان', city: 'شهر', foundedYear: 'سال تأسیس',
      homeStadium: 'ورزشگاه خانگی', season: 'فصل',
    },
  },
  stadium: { name: 'ورزشگاه |||| ورزشگاه‌ها', fields: { ...common, city: 'شهر', capacity: 'ظرفیت', address: 'نشانی', image: 'تصویر' } },
  game: {
    name: 'بازی |||| بازی‌ها',
    fields: {
      ...common, season: 'فصل', week: 'هفته', homeTeam: 'میزبان', awayTeam: 'میهمان', stadium: 'ورزشگاه', kickoffAt: 'زمان شروع',
      status: 'وضعیت', homeScore: 'گل میزبان', awayScore: 'گل میهمان', homeHalfScore: 'گل میزبان (نیمه اول)',
      awayHalfScore: 'گل میهمان (نیمه اول)', referee: 'داور', attendance: 'تماشاگر', reportNews: 'خبر گزارش', team: 'تیم',
      kickoffAt_gte: 'از تاریخ', kickoffAt_lte: 'تا تاریخ', needsResult: 'بدون نتیجه', score: 'نتیجه', events: 'رویدادها',
      'events.minute': 'دقیقه', 'events.extraMinute': 'وقت اضافه', 'events.side': 'تیم', 'events.type': 'رویداد',
      'events.player': 'بازیکن', 'events.relatedPlayer': 'بازیکن مرتبط (پاس گل / خروج)',
    },
  },
  position: { name: 'جایگاه |||| جایگاه‌ها', fields: { ...common, key: 'کلید', capacity: 'ظرفیت' } },
  news: {
    name: 'خبر |||| اخبار',
    fields: {
      ...common, ...publication, rutitr: 'روتیتر', lead: 'لید', body: 'متن خبر', coverAlt: 'متن جایگزین تصویر', league: 'لیگ',
      game: 'بازی', teams: 'تیم‌ها', positions: 'جایگاه‌ها', author: 'نویسنده', allowComments: 'امکان نظر',
      seoTitle: 'عنوان سئو', seoDescription: 'توضیح سئو', tag: 'برچسب', team: 'تیم', position: 'جایگاه',
    },
  },
  tag: { name: 'برچسب |||| برچسب‌ها', fields: { ...common } },
  comment: {
    name: 'نظر |||| نظرها',
    fields: {
      ...common, news: 'خبر', parent: 'پاسخ به', authorName: 'نام', authorEmail: 'ایمیل', body: 'متن نظر', status: 'وضعیت',
      reply: 'پاسخ تحریریه', repliedAt: 'زمان پاسخ', userAgent: 'مرورگر',
    },
  },
  'gallery/image': { name: 'گالری تصویر |||| گالری‌های تصویر', fields: gallery },
  'gallery/video': { name: 'گالری ویدیو |||| گالری‌های ویدیو', fields: gallery },
  gallery: { name: 'گالری |||| گالری‌ها', fields: gallery },
  'base-information': {
    name: 'اطلاعات پایه',
    fields: {
      ...common, siteTitle: 'عنوان سایت', siteDescription: 'توضیح سایت', aboutHtml: 'صفحه درباره ما', logo: 'نشان سایت',
      contactEmail: 'ایمیل تماس', contactPhone: 'تلفن تماس', address: 'نشانی', socialLinks: 'شبکه‌های اجتماعی',
      'socialLinks.network': 'شبکه', 'socialLinks.url': 'نشانی', footerText: 'متن پانویس', shareImage: 'تصویر پیش‌فرض اشتراک',
    },
  },
  media: {
    name: 'فایل |||| کتابخانه رسانه',
    fields: {
      ...common, url: 'نشانی', originalName: 'نام فایل', alt: 'متن جایگزین', size: 'حجم', kind: 'نوع', unused: 'کاربرد',
      createdAt_gte: 'بارگذاری از', createdAt_lte: 'بارگذاری تا', usedBy: 'کاربردها',
    },
  },
  user: {
    name: 'کاربر |||| کاربران',
    fields: {
      ...common, email: 'ایمیل', displayName: 'نام نمایشی', role: 'نقش', isActive: 'فعال', lastLoginAt: 'آخرین ورود',
      password: 'گذرواژه جدید',
    },
  },
  audit: {
    name: 'رویداد |||| گزارش رویدادها',
    fields: {
      createdAt: 'زمان', user: 'کاربر', action: 'کار', resource: 'بخش', recordId: 'شناسه مورد', fields: 'فیلدهای تغییرکرده',
      ip: 'نشانی اینترنتی', createdAt_gte: 'از تاریخ', createdAt_lte: 'تا تاریخ',
    },
  },
};

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
  Object.entries(resources).map(([key, value]) => [key, { ...value, notifications: notificationsOf(value.name) }]),
);
