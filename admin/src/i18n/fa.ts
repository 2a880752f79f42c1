import farsiMessages from 'ra-language-farsi';
import type { TranslationMessages } from 'react-admin';
import { resourceMessages } from './resources';

/** Our own strings: choice labels, screens and messages that react-admin does not ship. */
const meydan = {
  app: { title: 'میدان', subtitle: 'مدیریت میدان' },
  choices: {
    publication: { all: 'همه', draft: 'پیش‌نویس', published: 'منتشرشده', scheduled: 'زمان‌بندی‌شده' },
    comment: { pending: 'در انتظار', approved: 'تأییدشده', rejected: 'ردشده', spam: 'هرزنامه' },
    game: {
      scheduled: 'برنامه‌ریزی‌شده', live: 'در جریان', half_time: 'بین دو نیمه', finished: 'پایان‌یافته',
      postponed: 'به تعویق افتاده', cancelled: 'لغوشده', awarded: 'رأی کمیته',
    },
    event: {
      goal: 'گل', own_goal: 'گل به خودی', penalty_goal: 'گل پنالتی', penalty_missed: 'پنالتی از دست رفته',
      yellow_card: 'کارت زرد', second_yellow: 'کارت زرد دوم', red_card: 'کارت قرمز', substitution: 'تعویض',
      var_disallowed: 'گل مردود (VAR)',
    },
    side: { home: 'میزبان', away: 'میهمان' },
    role: { admin: 'مدیر', editor: 'دبیر', user: 'کاربر' },
    auditAction: {
      create: 'ایجاد', update: 'ویرایش', delete: 'حذف', login: 'ورود', logout: 'خروج', 'login-failed': 'ورود ناموفق',
      'role-change': 'تغییر نقش', disable: 'غیرفعال‌کردن حساب',
    },
    tieBreaker: { points: 'امتیاز', goal_difference: 'تفاضل گل', goals_for: 'گل زده', head_to_head: 'رودررو', wins: 'تعداد برد' },
    kind: { image: 'تصویر', video: 'ویدیو' },
    network: {
      telegram: 'تلگرام', instagram: 'اینستاگرام', x: 'ایکس', aparat: 'آپارات', youtube: 'یوتیوب', bale: 'بله',
      eitaa: 'ایتا', rubika: 'روبیکا', website: 'وب‌سایت',
    },
  },
  menu: { content: 'محتوا', competitions: 'مسابقات', reference: 'اطلاعات مرجع', settings: 'تنظیمات', imageGallery: 'گالری تصویر', videoGallery: 'گالری ویدیو' },
  calendar: { jalali: 'شمسی', gregorian: 'میلادی', switch: 'تقویم' },
  theme: { light: 'روشن', dark: 'تیره' },
  login: {
    title: 'ورود به مدیریت میدان', email: 'ایمیل', password: 'گذرواژه', submit: 'ورود', failed: 'ورود انجام نشد',
    redirecting: 'در حال انتقال…',
  },
  upload: {
    drop: 'فایل را اینجا رها کنید یا برای انتخاب کلیک کنید', dropMany: 'تصویرها را اینجا رها کنید یا برای انتخاب کلیک کنید',
    uploading: 'در حال بارگذاری', failed: 'بارگذاری انجام نشد', remove: 'حذف فایل', insertImage: 'درج تصویر',
  },
  news: {
    preview: 'پیش‌نمایش صفحه', shortLink: 'پیوند کوتاه', copy: 'رونوشت', copied: 'پیوند کوتاه رونوشت شد',
    publishNow: 'انتشار اکنون', publishNowHint: 'وضعیت را «منتشرشده» و زمان انتشار را همین لحظه می‌گذارد و ذخیره می‌کند.',
    scheduledFor: 'زمان‌بندی‌شده برای %{time}', publishedAt: 'منتشرشده در %{time}', draft: 'پیش‌نویس',
    createTag: 'برچسب تازه: %{title}', seo: 'سئو', links: 'پیوندها', publishing: 'انتشار', content: 'محتوا',
  },
  game: {
    result: 'ثبت نتیجه', resultTitle: 'نتیجه بازی', addEvent: 'افزودن رویداد', deriveScore: 'نتیجه از روی گل‌ها',
    mismatch: 'نتیجه با گل‌های ثبت‌شده (%{home} - %{away}) نمی‌خواند', saved: 'نتیجه ذخیره شد', tableAfter: 'جدول پس از ذخیره',
    halfTime: 'نیمه اول', fullTime: 'پایان بازی', noEvents: 'رویدادی ثبت نشده است',
  },
  table: { rank: 'رتبه', team: 'تیم', played: 'بازی', won: 'برد', drawn: 'تساوی', lost: 'باخت', gf: 'زده', ga: 'خورده', gd: 'تفاضل', points: 'امتیاز', form: 'روند' },
  gallery: {
    items: 'تصویرها', manageItems: 'مدیریت تصویرها', caption: 'زیرنویس', saveOrder: 'ذخیره تصویرها', saved: 'تصویرها ذخیره شد',
    preview: 'پیش‌نمایش', empty: 'هنوز تصویری نیست', dragHint: 'برای تغییر ترتیب بکشید و رها کنید',
  },
  comment: {
    approve: 'تأیید', reject: 'رد', spam: 'هرزنامه', reply: 'پاسخ', openNews: 'مشاهده خبر', updated: 'وضعیت نظر به‌روز شد',
    approved: 'نظر تأیید شد. |||| %{smart_count} نظر تأیید شد.',
    rejected: 'نظر رد شد. |||| %{smart_count} نظر رد شد.',
    markedSpam: 'نظر هرزنامه شناخته شد. |||| %{smart_count} نظر هرزنامه شناخته شد.',
  },
  notify: {
    updated: '%{name} «%{title}» ذخیره شد.',
    created: '%{name} «%{title}» ایجاد شد.',
    deleted: '%{name} «%{title}» حذف شد.',
  },
  dashboard: {
    pendingComments: 'نظرهای در انتظار', drafts: 'پیش‌نویس‌ها', scheduled: 'خبرهای زمان‌بندی‌شده', todayGames: 'بازی‌های امروز',
    needsResult: 'بازی‌های بدون نتیجه', latestNews: 'آخرین خبرها', all: 'همه', none: 'موردی نیست', welcome: 'خوش آمدید، %{name}',
  },
  user: {
    resetHint: 'برای تغییر گذرواژه، گذرواژه تازه را بنویسید؛ همه نشست‌های کاربر پایان می‌یابد.',
    selfHint: 'نقش و فعال‌بودن حساب خودتان را نمی‌توانید تغییر دهید و حسابتان را نمی‌توانید حذف کنید؛ این کارها با مدیر دیگری است.',
    you: 'شما',
  },
  errors: {
    notFound: 'صفحه پیدا نشد', notFoundPath: 'صفحه پیدا نشد: %{path}', server: 'خطای داخلی سرور', back: 'بازگشت به پیشخوان',
    newVersion: 'نسخه تازه‌ای از مدیریت منتشر شده است؛ با جابه‌جایی بعدی بارگذاری می‌شود.',
    missing: 'این %{name} پیدا نشد؛ شاید حذف شده یا نشانی آن نادرست است.',
    toList: 'رفتن به فهرست %{names}',
    loadFailed: 'این %{name} بارگذاری نشد: %{message}',
    retry: 'تلاش دوباره',
  },
  media: {
    pick: 'انتخاب از کتابخانه', choose: 'انتخاب', upload: 'بارگذاری فایل', uploaded: 'فایل بارگذاری شد',
    empty: 'هنوز فایلی بارگذاری نشده است؛ با «بارگذاری فایل» یا از فرم‌های خبر و گالری فایل بیفزایید.',
    noMatch: 'فایلی با این جستجو و فیلترها پیدا نشد.', noAlt: 'بدون متن جایگزین', altSaved: 'متن جایگزین ذخیره شد',
    unused: 'استفاده‌نشده', usedBy: 'کاربردها', more: '%{count} کاربرد دیگر', usage: { true: 'استفاده‌نشده', false: 'به‌کاررفته' },
    confirmDelete: 'حذف فایل', confirmDeleteUsed: 'این فایل هنوز جایی به کار رفته است و تا از آن‌جا برداشته نشود حذف نمی‌شود. باز هم امتحان شود؟',
    fields: { cover: 'تصویر شاخص', body: 'درون متن', items: 'تصویرهای گالری', video: 'فایل ویدیو', poster: 'پوستر', logo: 'نشان', icon: 'نماد', image: 'تصویر', shareImage: 'تصویر اشتراک', aboutHtml: 'درباره ما' },
  },
  preview: {
    open: 'پیش‌نمایش', openHint: 'آخرین نسخهٔ ذخیره‌شده را در برگهٔ تازه همان‌طور که منتشر خواهد شد نشان می‌دهد',
    makeLink: 'ساخت پیوند پیش‌نمایش', copied: 'پیوند پیش‌نمایش رونوشت شد؛ تا %{time} معتبر است.',
    notCopied: 'پیوند ساخته شد ولی رونوشت نشد؛ آن را از کادر زیر بردارید.', validUntil: 'معتبر تا %{time}', link: 'پیوند پیش‌نمایش',
  },
  draft: {
    found: 'نوشته‌های ذخیره‌نشده‌ای از %{time} در این مرورگر مانده است. بازیابی شود؟',
    restore: 'بازیابی', discard: 'نادیده گرفتن', restored: 'نوشته‌های ذخیره‌نشده بازیابی شد',
  },
  conflict: {
    title: 'این مورد را کس دیگری هم ویرایش کرده است',
    intro: 'پس از باز شدن این فرم، نسخهٔ تازه‌ای در %{time} ذخیره شده است. تفاوت‌های آن با نسخه‌ای که شما باز کرده بودید:',
    theirs: 'نسخهٔ ذخیره‌شده',
    mine: 'نسخهٔ شما در این فرم',
    bothChanged: 'شما هم این را تغییر داده‌اید',
    nothingVisible: 'در فیلدهای این فرم تفاوتی نیست؛ تغییر در بخشی دیگر از این مورد بوده است.',
    howKeep: '«ذخیرهٔ نسخهٔ من» تغییرات شما را روی نسخهٔ تازه ذخیره می‌کند و تغییرات دیگری در فیلدهایی که شما دست نزده‌اید می‌ماند. «گرفتن نسخهٔ ذخیره‌شده» فرم را با نسخهٔ تازه پر می‌کند و تغییرات ذخیره‌نشدهٔ شما کنار می‌رود.',
    keepMine: 'ذخیرهٔ نسخهٔ من',
    takeTheirs: 'گرفتن نسخهٔ ذخیره‌شده',
    taken: 'فرم با نسخهٔ ذخیره‌شده پر شد؛ تغییرات شما ذخیره نشد.',
  },
  date: { pick: 'انتخاب تاریخ', clear: 'پاک کردن' },
};

const ra = {
  ...farsiMessages.ra,
  page: { ...farsiMessages.ra.page, dashboard: 'پیشخوان' },
  // The package's notices say «المان» (element) for everything; these say what happened. Resources add
  // their own nouns (resources.<name>.notifications); these are the fallbacks.
  notification: {
    ...farsiMessages.ra.notification,
    updated: 'تغییرات ذخیره شد. |||| تغییرات %{smart_count} مورد ذخیره شد.',
    created: 'مورد تازه ایجاد شد.',
    deleted: 'مورد حذف شد. |||| %{smart_count} مورد حذف شد.',
    bad_item: 'پاسخ سرور برای این مورد درست نیست؛ صفحه را دوباره بارگذاری کنید.',
    item_doesnt_exist: 'این مورد پیدا نشد؛ شاید حذف شده یا نشانی آن نادرست است.',
    http_error: 'ارتباط با سرور برقرار نشد؛ اتصال را بررسی کنید و دوباره تلاش کنید.',
    not_authorized: 'اجازهٔ این کار را ندارید.',
    logged_out: 'نشست شما به پایان رسیده است؛ دوباره وارد شوید.',
  },
  // ra-input-rich-text's toolbar has no Persian translation of its own.
  tiptap: {
    align_center: 'وسط‌چین', align_justify: 'هم‌تراز', align_left: 'چپ‌چین', align_right: 'راست‌چین', blockquote: 'نقل قول',
    bold: 'پررنگ', clear_format: 'پاک کردن قالب', code: 'کد', color: 'رنگ', current_level: 'سطح فعلی', heading1: 'تیتر ۱',
    heading2: 'تیتر ۲', heading3: 'تیتر ۳', heading4: 'تیتر ۴', heading5: 'تیتر ۵', heading6: 'تیتر ۶', highlight: 'برجسته',
    image: 'تصویر', image_dialog: 'نشانی تصویر', italic: 'کج', link: 'پیوند', list_bulleted: 'فهرست نقطه‌ای',
    list_numbered: 'فهرست شماره‌دار', paragraph: 'متن عادی', select_level: 'انتخاب سطح', strike: 'خط‌خورده', underline: 'زیرخط',
  },
};

export const faMessages: TranslationMessages = {
  ...farsiMessages,
  ra,
  resources: resourceMessages,
  meydan,
};
