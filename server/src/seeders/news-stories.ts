import { personName } from './catalog/people.js';
import type { LeagueRef } from './demo-reference.js';
import { fa, faCount, h2, p, quote } from './html-text.js';
import type { NewsDraft } from './news-draft.js';
import type { Random } from './random.js';

const COUNTRIES = [
  'ژاپن',
  'کره جنوبی',
  'ازبکستان',
  'قطر',
  'عربستان',
  'استرالیا',
  'اردن',
  'امارات',
  'عراق',
  'برزیل',
  'ایتالیا',
  'لهستان',
  'صربستان',
];
const POSITIONS = ['مهاجم', 'هافبک', 'مدافع میانی', 'دروازه‌بان', 'وینگر', 'مدافع چپ'];
const COACH_LINES = [
  'برای قهرمانی می‌جنگیم و از هیچ تیمی نمی‌ترسیم',
  'هنوز چیزی تمام نشده است',
  'داوری باید عادلانه باشد',
  'به جوان‌ها فرصت می‌دهیم',
  'تیم ما هر هفته بهتر می‌شود',
  'فشار بازی‌های فشرده تیم را خسته کرده',
  'هواداران بزرگ‌ترین سرمایهٔ باشگاه هستند',
  'نیم‌فصل دو بازیکن جدید می‌خواهیم',
];

const base = (league: LeagueRef | null, sport: string) => ({ league, sport, game: null, isReport: false });

export function transferStory(random: Random, league: LeagueRef): NewsDraft {
  const [team, from] = random.sample(league.teams, 2);
  const player = personName(random);
  const role = random.pick(POSITIONS);
  const years = random.int(1, 3);
  const variant = random.int(0, 2);
  const title = [
    `${player} به ${team.title} پیوست`,
    `مذاکرهٔ ${team.title} با ${role} ${from.title}`,
    `${team.title} قرارداد ${player} را ${fa(years)} فصل تمدید کرد`,
  ][variant];
  return {
    ...base(league, league.seed.sport),
    rutitr: variant === 1 ? 'نقل و انتقالات نیم‌فصل' : `${team.shortTitle} در بازار نقل و انتقالات`,
    title,
    lead: `باشگاه ${team.title} برای تقویت خط ${role === 'دروازه‌بان' ? 'دروازه' : 'ترکیب'} خود سراغ ${player}، ${role} ${from.title} رفته و ${variant === 1 ? 'مذاکرات دو طرف وارد مرحلهٔ جدی شده است' : 'قرارداد او به امضا رسیده است'}.`,
    body: [
      p(
        `به گزارش خبرنگار میدان، ${team.coach} سرمربی ${team.title} پیش از این نام ${player} را در فهرست خرید خود قرار داده بود و مدیران باشگاه در روزهای اخیر با مدیر برنامه‌های این بازیکن جلسه داشتند.`,
      ),
      p(
        `${player} فصل گذشته در ${fa(random.int(18, 29))} بازی برای ${from.title} به میدان رفت و ${fa(random.int(1, 12))} گل و پاس گل به نام خود ثبت کرد.`,
      ),
      h2('جزئیات قرارداد'),
      p(
        `گفته می‌شود قرارداد ${fa(years)} ساله‌ای به ارزش تقریبی ${faCount(random.int(15, 80) * 1000)} میلیون ریال در هر فصل به این بازیکن پیشنهاد شده است؛ رقمی که باید به تأیید سازمان لیگ برسد.`,
      ),
      p(`باشگاه ${from.title} هنوز واکنش رسمی به این خبر نشان نداده است.`),
    ].join(''),
    coverAlt: `${player}، ${role} ${from.title}`,
    teams: [team, from],
    tags: ['نقل و انتقالات', 'قرارداد', team.title, from.title],
  };
}

export function coachStory(random: Random, league: LeagueRef): NewsDraft {
  const team = random.pick(league.teams);
  const line = random.pick(COACH_LINES);
  return {
    ...base(league, league.seed.sport),
    rutitr: `سرمربی ${team.title}`,
    title: `${team.coach}: ${line}`,
    lead: `سرمربی ${team.title} در نشست خبری پیش از دیدار هفتهٔ آینده از شرایط تیمش و برنامه‌های باقی‌ماندهٔ فصل گفت.`,
    body: [
      p(`${team.coach} در ابتدای این نشست دربارهٔ وضعیت تیم گفت:`),
      quote(`${line}. بازیکنان در تمرینات با انگیزه کار می‌کنند و می‌دانند هر امتیاز در این مرحلهٔ فصل چقدر ارزش دارد.`),
      p(
        `او دربارهٔ مصدومان تیم نیز توضیح داد که ${personName(random)} روند درمانش را پشت سر گذاشته و به احتمال زیاد در هفته‌های آینده به ترکیب بازمی‌گردد.`,
      ),
      h2('انتقاد از برنامه‌ریزی'),
      p(
        `سرمربی ${team.title} همچنین از فشردگی برنامهٔ بازی‌ها و سفرهای طولانی انتقاد کرد و خواستار هماهنگی بیشتر سازمان لیگ با باشگاه‌ها شد.`,
      ),
    ].join(''),
    coverAlt: `${team.coach}، سرمربی ${team.title}`,
    teams: [team],
    tags: ['سرمربی', team.title],
  };
}

export function injuryStory(random: Random, league: LeagueRef): NewsDraft {
  const team = random.pick(league.teams);
  const player = random.pick(team.squad.slice(0, 11));
  const weeks = random.int(2, 8);
  return {
    ...base(league, league.seed.sport),
    rutitr: `خبر بد برای ${team.title}`,
    title: `مصدومیت ${player}؛ ${team.shortTitle} ${fa(weeks)} هفته او را ندارد`,
    lead: `نتیجهٔ تصویربرداری ${player} مشخص شد و پزشک باشگاه ${team.title} دوری ${fa(weeks)} هفته‌ای او از میادین را تأیید کرد.`,
    body: [
      p(
        `${player} در تمرین روز گذشتهٔ ${team.title} دچار آسیب‌دیدگی از ناحیهٔ ${random.pick(['همسترینگ', 'رباط زانو', 'مچ پا', 'کشالهٔ ران'])} شد و تمرین را نیمه‌کاره ترک کرد.`,
      ),
      p(
        `کادر پزشکی باشگاه اعلام کرد روند درمان او بلافاصله آغاز شده و در صورت پاسخ مناسب به فیزیوتراپی، ممکن است زودتر از موعد به تمرینات گروهی بازگردد.`,
      ),
      p(`${team.coach} برای جبران غیبت این بازیکن احتمالاً از ${random.pick(team.squad.slice(11))} استفاده خواهد کرد.`),
    ].join(''),
    coverAlt: `${player} در تمرین ${team.title}`,
    teams: [team],
    tags: ['مصدومیت', team.title],
  };
}

export function disciplinaryStory(random: Random, league: LeagueRef): NewsDraft {
  const team = random.pick(league.teams);
  const fine = random.int(2, 30) * 100;
  const games = random.int(1, 4);
  const player = random.pick(team.squad);
  return {
    ...base(league, league.seed.sport),
    rutitr: 'کمیتهٔ انضباطی فدراسیون',
    title: random.chance(0.5) ? `جریمهٔ ${faCount(fine)} میلیون ریالی ${team.title}` : `محرومیت ${fa(games)} جلسه‌ای ${player}`,
    lead: `کمیتهٔ انضباطی فدراسیون آرای جدید خود را دربارهٔ تخلفات هفتهٔ گذشتهٔ ${league.title} اعلام کرد و ${team.title} نیز در فهرست متخلفان قرار دارد.`,
    body: [
      p(
        `بر اساس رأی کمیتهٔ انضباطی، ${player} بازیکن ${team.title} به دلیل رفتار غیرورزشی پس از پایان بازی به ${fa(games)} جلسه محرومیت و پرداخت جریمهٔ نقدی محکوم شد.`,
      ),
      p(
        `باشگاه ${team.title} نیز به دلیل تخلفات هواداران از جمله استفاده از مواد آتش‌زا به پرداخت ${faCount(fine)} میلیون ریال جریمه محکوم شده است.`,
      ),
      p('این آرا ظرف ده روز قابل تجدیدنظر در کمیتهٔ استیناف است.'),
    ].join(''),
    coverAlt: `هواداران ${team.title} در ورزشگاه`,
    teams: [team],
    tags: ['کمیتهٔ انضباطی', team.title],
  };
}

export function fansStory(random: Random, league: LeagueRef): NewsDraft {
  const team = random.pick(league.teams.slice(0, 6));
  return {
    ...base(league, league.seed.sport),
    rutitr: `حاشیه‌های ${team.title}`,
    title: random.pick([
      `استقبال پرشور هواداران ${team.title} از تمرین تیم`,
      `مجمع عمومی باشگاه ${team.title} برگزار شد`,
      `بلیت‌فروشی دیدار بعدی ${team.title} آغاز شد`,
    ]),
    lead: `باشگاه ${team.title} در آستانهٔ دیدار هفتهٔ آینده خبرهای تازه‌ای برای هوادارانش دارد.`,
    body: [
      p(
        `${faCount(random.int(2, 15) * 1000)} هوادار ${team.title} روز گذشته در ${team.stadiumTitle} حضور یافتند تا بازیکنان تیم محبوبشان را تشویق کنند.`,
      ),
      p(`مدیرعامل باشگاه ${team.title} در گفت‌وگو با میدان از برنامه‌های باشگاه برای بهبود امکانات ورزشگاه و فروش اینترنتی بلیت خبر داد.`),
    ].join(''),
    coverAlt: `هواداران ${team.title}`,
    teams: [team],
    tags: ['هواداران', team.title],
  };
}

const NATIONAL: Record<string, string> = { football: 'تیم ملی فوتبال', futsal: 'تیم ملی فوتسال', volleyball: 'تیم ملی والیبال' };

export function nationalTeamStory(random: Random, sport: 'football' | 'futsal' | 'volleyball', sportTitle: string): NewsDraft {
  const country = random.pick(COUNTRIES);
  const coach = personName(random);
  const squadSize = sport === 'football' ? random.int(23, 28) : random.int(14, 18);
  const variant = random.int(0, 2);
  return {
    ...base(null, sport),
    rutitr: NATIONAL[sport],
    title: [
      `اعلام فهرست ${fa(squadSize)} نفرهٔ ${NATIONAL[sport]} برای دیدار با ${country}`,
      `پیروزی ${NATIONAL[sport]} مقابل ${country} در دیدار دوستانه`,
      `اردوی ${NATIONAL[sport]} از شنبه در تهران آغاز می‌شود`,
    ][variant],
    lead: `${coach}، سرمربی ${NATIONAL[sport]}، ${variant === 1 ? `پس از پیروزی مقابل ${country} از عملکرد شاگردانش ابراز رضایت کرد` : `فهرست بازیکنان دعوت‌شده به اردوی پیش رو را اعلام کرد`}.`,
    body: [
      p(
        `${NATIONAL[sport]} خود را برای دیدار با ${country} آماده می‌کند؛ دیداری که در برنامهٔ آماده‌سازی تیم برای رقابت‌های ${sport === 'football' ? 'جام جهانی ۲۰۲۶' : 'قهرمانی آسیا'} اهمیت زیادی دارد.`,
      ),
      h2('چهره‌های جدید'),
      p(
        `در فهرست جدید نام ${personName(random)} و ${personName(random)} به چشم می‌خورد که برای نخستین بار به ${NATIONAL[sport]} دعوت شده‌اند.`,
      ),
      quote('بازیکنان جوان با انگیزه آمده‌اند و باید به آن‌ها فرصت بدهیم؛ هدف ما حضور قدرتمند در رقابت‌های پیش روست.'),
      p(`اردوی تیم در مرکز ملی ${sportTitle} برگزار می‌شود و تمرینات آن به روی رسانه‌ها باز خواهد بود.`),
    ].join(''),
    coverAlt: `تمرین ${NATIONAL[sport]}`,
    teams: [],
    tags: [NATIONAL[sport], 'اردوی تیم ملی', ...(sport === 'football' ? ['جام جهانی ۲۰۲۶'] : [])],
  };
}

interface OtherSport {
  key: string;
  title: string;
  headlines: ((athlete: string, r: Random) => string)[];
  tags: string[];
}

const OTHER_SPORTS: OtherSport[] = [
  {
    key: 'wrestling',
    title: 'کشتی',
    tags: ['کشتی آزاد', 'کشتی فرنگی', 'المپیک'],
    headlines: [
      (a, r) => `طلای ${a} در وزن ${fa(r.pick([57, 65, 74, 86, 97, 125]))} کیلوگرم جام تختی`,
      (a) => `${a} قهرمان رنکینگ جهانی زاگرب شد`,
      () => 'تیم ملی کشتی فرنگی با سه طلا قهرمان آسیا شد',
    ],
  },
  {
    key: 'basketball',
    title: 'بسکتبال',
    tags: ['بسکتبال'],
    headlines: [
      () => 'شهرداری گرگان صدرنشین لیگ برتر بسکتبال ماند',
      (a) => `${a} بهترین بازیکن هفتهٔ لیگ برتر بسکتبال شد`,
      () => 'تیم ملی بسکتبال در پنجرهٔ انتخابی جام جهانی به مصاف قزاقستان می‌رود',
    ],
  },
  {
    key: 'handball',
    title: 'هندبال',
    tags: ['هندبال'],
    headlines: [() => 'فولاد مبارکه سپاهان قهرمان سوپرجام هندبال شد', () => 'تیم ملی هندبال راهی مسابقات قهرمانی آسیا شد'],
  },
  {
    key: 'taekwondo',
    title: 'تکواندو',
    tags: ['تکواندو', 'المپیک'],
    headlines: [
      (a, r) => `مدال ${r.pick(['طلای', 'نقرهٔ', 'برنز'])} ${a} در گرندپری ${r.pick(['رم', 'پاریس', 'منچستر'])}`,
      () => 'تیم ملی تکواندو قهرمان جام فجر شد',
    ],
  },
  {
    key: 'weightlifting',
    title: 'وزنه‌برداری',
    tags: ['وزنه‌برداری', 'المپیک'],
    headlines: [
      (a, r) => `رکوردشکنی ${a} در دستهٔ ${fa(r.pick([89, 96, 102, 109]))} کیلوگرم`,
      (a) => `${a} با مهار وزنهٔ ۲۴۰ کیلوگرمی قهرمان آسیا شد`,
    ],
  },
];

export function otherSportStory(random: Random): NewsDraft {
  const sport = random.pick(OTHER_SPORTS);
  const athlete = personName(random);
  const title = random.pick(sport.headlines)(athlete, random);
  return {
    ...base(null, sport.key),
    rutitr: `${sport.title} ایران`,
    title,
    lead: `ورزشکاران ایرانی در رقابت‌های ${sport.title} این هفته عملکرد درخشانی داشتند؛ ${athlete} یکی از چهره‌های این مسابقات بود.`,
    body: [
      p(
        `${athlete} که از ماه‌ها پیش زیر نظر کادر فنی تیم ملی ${sport.title} تمرین کرده بود، توانست انتظارات را برآورده کند و نام خود را در فهرست برترین‌ها ثبت کند.`,
      ),
      p(`رئیس فدراسیون ${sport.title} پس از این مسابقات گفت:`),
      quote('این نتایج حاصل برنامه‌ریزی بلندمدت و کار مربیان پایه در سراسر کشور است؛ هدف بعدی ما مدال المپیک است.'),
      p(`تیم ملی ${sport.title} پس از چند روز استراحت، اردوی بعدی خود را در خانهٔ ${sport.title} تهران آغاز می‌کند.`),
    ].join(''),
    coverAlt: `${athlete} در مسابقات ${sport.title}`,
    teams: [],
    tags: sport.tags,
  };
}
