import type { TieBreaker, Zone } from '@meydan/shared-types/schemas';
import type { LineupShape } from '@meydan/shared-types/sport';

export interface SportSeed {
  key: string;
  title: string;
  points: [win: number, draw: number, loss: number];
  /** Football's eleven behind a goalkeeper when not given. */
  lineup?: LineupShape;
}

export const SPORTS: SportSeed[] = [
  { key: 'football', title: 'فوتبال', points: [3, 1, 0] },
  { key: 'futsal', title: 'فوتسال', points: [3, 1, 0], lineup: { starters: 5, hasGoalkeeper: true } },
  { key: 'volleyball', title: 'والیبال', points: [3, 0, 0], lineup: { starters: 6, hasGoalkeeper: false } },
  { key: 'basketball', title: 'بسکتبال', points: [2, 0, 1], lineup: { starters: 5, hasGoalkeeper: false } },
  { key: 'wrestling', title: 'کشتی', points: [3, 1, 0] },
  { key: 'handball', title: 'هندبال', points: [2, 1, 0], lineup: { starters: 7, hasGoalkeeper: true } },
  { key: 'taekwondo', title: 'تکواندو', points: [3, 1, 0] },
  { key: 'weightlifting', title: 'وزنه‌برداری', points: [3, 1, 0] },
];

export const AGES = ['بزرگسالان', 'امید', 'جوانان', 'نوجوانان'];

export type SportKey = 'football' | 'futsal' | 'volleyball';

export interface LeagueSeed {
  key: SportKey;
  title: string;
  sport: SportKey;
  tieBreakers: TieBreaker[];
  zones: Zone[];
  /** Mean goals (or sets) a side scores; volleyball is played to three sets instead. */
  goalsMean: number;
  squadSize: number;
}

export const LEAGUES: LeagueSeed[] = [
  {
    key: 'football',
    title: 'لیگ برتر فوتبال',
    sport: 'football',
    tieBreakers: ['points', 'goal_difference', 'goals_for', 'head_to_head', 'wins'],
    zones: [
      { from: 1, to: 1, label: 'قهرمان و لیگ نخبگان آسیا', color: '#1b8a3a' },
      { from: 2, to: 3, label: 'لیگ قهرمانان آسیا', color: '#4caf50' },
      { from: 15, to: 16, label: 'سقوط به لیگ یک', color: '#d32f2f' },
    ],
    goalsMean: 1.15,
    squadSize: 22,
  },
  {
    key: 'futsal',
    title: 'لیگ برتر فوتسال',
    sport: 'futsal',
    tieBreakers: ['points', 'head_to_head', 'goal_difference', 'goals_for'],
    zones: [
      { from: 1, to: 8, label: 'پلی‌آف قهرمانی', color: '#1b8a3a' },
      { from: 14, to: 16, label: 'سقوط', color: '#d32f2f' },
    ],
    goalsMean: 3.1,
    squadSize: 14,
  },
  {
    key: 'volleyball',
    title: 'لیگ برتر والیبال',
    sport: 'volleyball',
    tieBreakers: ['points', 'wins', 'head_to_head'],
    zones: [
      { from: 1, to: 8, label: 'پلی‌آف', color: '#1b8a3a' },
      { from: 16, to: 16, label: 'سقوط', color: '#d32f2f' },
    ],
    goalsMean: 0,
    squadSize: 14,
  },
];

export const POSITIONS = [
  { key: 'home-slider', title: 'اسلایدر صفحهٔ اصلی', capacity: 5 },
  { key: 'second-headline', title: 'تیتر دوم', capacity: 4 },
  { key: 'editor-picks', title: 'پیشنهاد سردبیر', capacity: 6 },
];
