import type { GameRecord } from './game-records.js';
import type { SimulatedEvent } from './match-simulation.js';
import { fa, faCount, h2, p, quote, tehranClock, tehranWeekday } from './html-text.js';
import type { NewsDraft } from './news-draft.js';
import { persianOrdinal } from './persian-words.js';
import type { Random } from './random.js';

const WIN_QUOTES = [
  'بازیکنانم امروز همه‌چیزشان را در زمین گذاشتند و این پیروزی حق هواداران ماست.',
  'می‌دانستیم بازی سختی داریم؛ صبر کردیم و از موقعیت‌هایمان به‌خوبی استفاده کردیم.',
  'هنوز راه زیادی تا پایان فصل مانده و نباید از این نتیجه مغرور شویم.',
  'تیم از نظر بدنی در شرایط خوبی است و این را در دقایق پایانی نشان دادیم.',
  'این سه امتیاز را به هواداران و خانوادهٔ باشگاه تقدیم می‌کنیم.',
];
const LOSS_QUOTES = [
  'نتیجه را قبول داریم اما داوری در چند صحنهٔ مهم به ضرر ما بود.',
  'در نیمهٔ اول خوب بودیم ولی تمرکزمان را در دقایق حساس از دست دادیم.',
  'باید اشتباهات را جبران کنیم؛ هفتهٔ آینده تیم دیگری خواهید دید.',
  'فرصت‌های زیادی ساختیم ولی در زدن ضربهٔ آخر ناکام بودیم.',
];
const DRAW_QUOTES = [
  'تساوی نتیجهٔ منطقی این بازی بود؛ هر دو تیم برای برد آمده بودند.',
  'یک امتیاز خارج از خانه برای ما ارزشمند است.',
  'می‌توانستیم برنده باشیم، اما باید به این امتیاز هم احترام بگذاریم.',
];
const QUIET_HALVES = [
  'دو تیم در این نیمه محتاطانه بازی کردند و موقعیت خطرناک چندانی روی دو دروازه شکل نگرفت.',
  'میزبان مالکیت توپ را در اختیار داشت اما دفاع منسجم حریف اجازهٔ گلزنی نداد.',
  'بازی بیشتر در میانهٔ زمین جریان داشت و دروازه‌بان‌ها کار سختی پیش رو نداشتند.',
];

const isGoal = (e: SimulatedEvent) => e.type === 'goal' || e.type === 'penalty_goal' || e.type === 'own_goal';
const minuteText = (e: SimulatedEvent) => (e.extraMinute ? `${fa(e.minute)}+${fa(e.extraMinute)}` : fa(e.minute));

function goalSentence(random: Random, e: SimulatedEvent, game: GameRecord): string {
  const team = e.side === 'home' ? game.home : game.away;
  const opponent = e.side === 'home' ? game.away : game.home;
  if (e.type === 'own_goal')
    return `در دقیقهٔ ${minuteText(e)} ${e.player} از ${team.shortTitle} به اشتباه توپ را وارد دروازهٔ تیم خودش کرد.`;
  if (e.type === 'penalty_goal') return `${e.player} در دقیقهٔ ${minuteText(e)} ضربهٔ پنالتی را با خونسردی به گل تبدیل کرد.`;
  const assist = e.relatedPlayer ? ` با پاس ${e.relatedPlayer}` : '';
  return random.pick([
    `در دقیقهٔ ${minuteText(e)} ${e.player}${assist} دروازهٔ ${opponent.shortTitle} را باز کرد.`,
    `${e.player}${assist} در دقیقهٔ ${minuteText(e)} برای ${team.shortTitle} گلزنی کرد.`,
    `ضربهٔ ${e.player} در دقیقهٔ ${minuteText(e)}${assist ? ` که${assist} شکل گرفته بود،` : ''} به تور دروازه نشست.`,
  ]);
}

function halfStory(random: Random, game: GameRecord, events: SimulatedEvent[]): string {
  const goals = events.filter(isGoal);
  const parts = goals.length ? goals.map((e) => goalSentence(random, e, game)) : [random.pick(QUIET_HALVES)];
  for (const e of events) {
    if (e.type === 'red_card' || e.type === 'second_yellow') {
      parts.push(
        `${e.player} در دقیقهٔ ${minuteText(e)} با ${e.type === 'red_card' ? 'کارت قرمز مستقیم' : 'دومین کارت زرد'} از زمین اخراج شد.`,
      );
    } else if (e.type === 'var_disallowed') {
      parts.push(`گل ${e.player} در دقیقهٔ ${minuteText(e)} پس از بازبینی VAR به دلیل آفساید مردود اعلام شد.`);
    } else if (e.type === 'penalty_missed') {
      parts.push(`${e.player} در دقیقهٔ ${minuteText(e)} ضربهٔ پنالتی را از دست داد.`);
    }
  }
  return parts.join(' ');
}

/** A match report consistent with the game's events and score. */
export function gameReport(random: Random, game: GameRecord): NewsDraft {
  const r = game.result!;
  const { home, away, league } = game;
  const ordinal = persianOrdinal(game.week);
  const score = `${fa(r.homeScore)} بر ${fa(r.awayScore)}`;
  const draw = r.homeScore === r.awayScore;
  const winner = r.homeScore > r.awayScore ? home : away;
  const loser = winner === home ? away : home;
  const volleyball = league.seed.key === 'volleyball';
  const goals = r.events.filter(isGoal);
  const lastGoal = goals[goals.length - 1];
  let title: string;
  if (volleyball) {
    title = random.pick([
      `${winner.title} ${fa(Math.max(r.homeScore, r.awayScore))} بر ${fa(Math.min(r.homeScore, r.awayScore))} ${loser.title} را شکست داد`,
      `پیروزی ${winner.title} برابر ${loser.title} در ${home.stadiumTitle}`,
    ]);
  } else if (draw) {
    title =
      r.homeScore === 0
        ? `${home.title} و ${away.title} به تساوی بدون گل رضایت دادند`
        : random.pick([`تساوی ${score} ${home.title} و ${away.title}`, `${home.title} و ${away.title} امتیازها را تقسیم کردند`]);
  } else if (Math.abs(r.homeScore - r.awayScore) >= 3) {
    title = `گلباران ${loser.title}؛ ${winner.title} با ${fa(Math.max(r.homeScore, r.awayScore))} گل برد`;
  } else if (lastGoal && lastGoal.minute >= 85 && Math.abs(r.homeScore - r.awayScore) === 1 && lastGoal.type !== 'own_goal') {
    title = `گل دقیقهٔ ${fa(lastGoal.minute)} ${lastGoal.player} سه امتیاز را به ${winner.title} داد`;
  } else if (winner === away) {
    title = random.pick([`برد ارزشمند ${away.title} در خانهٔ ${home.title}`, `${home.title} در خانه تسلیم ${away.title} شد`]);
  } else {
    title = random.pick([`پیروزی ${score} ${home.title} مقابل ${away.title}`, `${home.title} از سد ${away.title} گذشت`]);
  }
  const outcome = draw ? 'با تساوی' : winner === home ? 'به سود میزبان' : 'به سود میهمان';
  const lead = `${home.title} در چارچوب هفته ${ordinal} ${league.title} در ${home.stadiumTitle} میزبان ${away.title} بود و این دیدار با نتیجهٔ ${score} ${outcome} به پایان رسید.`;
  const crowd = game.attendance ? `با حضور ${faCount(game.attendance)} تماشاگر و ` : '';
  const body: string[] = [
    p(`دیدار دو تیم ${tehranWeekday(game.kickoffAt)} ساعت ${tehranClock(game.kickoffAt)} ${crowd}به قضاوت ${game.referee} برگزار شد.`),
  ];
  if (volleyball) {
    body.push(
      p(
        `${winner.title} که با ${winner.coach} روی نیمکت به این بازی آمده بود، با دریافت‌های دقیق و دفاع روی تور کار را پیش برد و ${loser.title} نتوانست سرعت حملات حریف را مهار کند.`,
      ),
    );
  } else {
    const half = league.seed.key === 'futsal' ? 20 : 45;
    body.push(
      h2('نیمهٔ نخست'),
      p(
        halfStory(
          random,
          game,
          r.events.filter((e) => e.minute <= half),
        ),
      ),
    );
    body.push(
      h2('نیمهٔ دوم'),
      p(
        halfStory(
          random,
          game,
          r.events.filter((e) => e.minute > half),
        ),
      ),
    );
  }
  const speaker = draw ? random.pick([home, away]) : random.pick([winner, loser]);
  const pool = draw ? DRAW_QUOTES : speaker === winner ? WIN_QUOTES : LOSS_QUOTES;
  body.push(p(`${speaker.coach}، سرمربی ${speaker.title}، پس از بازی در نشست خبری گفت:`), quote(random.pick(pool)));
  body.push(
    p(
      draw
        ? `دو تیم با این تساوی هر کدام یک امتیاز گرفتند و باید برای بهبود جایگاه خود در جدول در هفته‌های آینده تلاش کنند.`
        : `${winner.title} با این ${volleyball ? 'پیروزی' : 'برد'} روحیهٔ خوبی برای ادامهٔ فصل گرفت و ${loser.title} باید این ناکامی را در هفته‌های آینده جبران کند.`,
    ),
  );
  return {
    rutitr: `هفته ${ordinal} ${league.title}`,
    title,
    lead,
    body: body.join(''),
    coverAlt: `صحنه‌ای از دیدار ${home.title} و ${away.title}`,
    sport: league.seed.sport,
    league,
    teams: [home, away],
    game,
    tags: ['لیگ برتر', home.title, away.title, ...(r.events.some((e) => e.type === 'var_disallowed') ? ['VAR'] : [])],
    isReport: true,
  };
}

const HOOKS = [
  'جدال مدعیان',
  'نبردی برای فرار از قعر جدول',
  'سه امتیازی که ارزش دو برابر دارد',
  'دیداری سرنوشت‌ساز',
  'تقابل دو سبک متفاوت',
];

/** A preview of a game still to be played. */
export function gamePreview(random: Random, game: GameRecord): NewsDraft {
  const { home, away, league } = game;
  const absent = random.pick(home.squad.slice(0, 11));
  return {
    rutitr: `پیش‌بازی هفته ${persianOrdinal(game.week)}`,
    title: `${home.title} - ${away.title}؛ ${random.pick(HOOKS)}`,
    lead: `دیدار ${home.title} و ${away.title} ${tehranWeekday(game.kickoffAt)} ساعت ${tehranClock(game.kickoffAt)} در ${home.stadiumTitle} برگزار می‌شود.`,
    body: [
      p(
        `${home.title} در حالی به استقبال این بازی می‌رود که در هفته‌های اخیر نتایج ${random.pick(['قابل قبولی', 'متغیری', 'درخشانی'])} گرفته است. ${away.title} نیز با ${away.coach} روی نیمکت امیدوار است دست‌پر از ${home.city} بازگردد.`,
      ),
      h2('غایبان'),
      p(
        `${absent} به دلیل مصدومیت این دیدار را از دست می‌دهد و کادر فنی ${home.title} برای جایگزینی او چند گزینه را در تمرینات آزموده است.`,
      ),
      p(`${home.coach}، سرمربی ${home.title}، در نشست پیش از بازی گفت:`),
      quote(
        random.pick([
          'حریف را دست‌کم نمی‌گیریم؛ با تمام توان برای سه امتیاز بازی می‌کنیم.',
          'بازیکنانم آماده‌اند و امیدوارم هواداران مثل همیشه پشت تیم باشند.',
        ]),
      ),
      p(`قضاوت این دیدار بر عهدهٔ ${game.referee} خواهد بود.`),
    ].join(''),
    coverAlt: `تمرین ${home.title} پیش از دیدار با ${away.title}`,
    sport: league.seed.sport,
    league,
    teams: [home, away],
    game,
    tags: ['لیگ برتر', home.title, away.title],
    isReport: false,
  };
}
