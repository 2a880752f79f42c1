import type { GameEventType, GameStatus } from '@meydan/shared-types/public';

export const GAME_STATUS_LABEL: Record<GameStatus, string> = {
  scheduled: 'برگزار نشده',
  live: 'در جریان',
  half_time: 'بین دو نیمه',
  finished: 'پایان بازی',
  postponed: 'به تعویق افتاد',
  cancelled: 'لغو شد',
  awarded: 'نتیجه اعلامی',
};

export const GAME_EVENT_LABEL: Record<GameEventType, string> = {
  goal: 'گل',
  own_goal: 'گل به خودی',
  penalty_goal: 'گل پنالتی',
  penalty_missed: 'پنالتی از دست رفته',
  yellow_card: 'کارت زرد',
  second_yellow: 'کارت زرد دوم',
  red_card: 'کارت قرمز',
  substitution: 'تعویض',
  var_disallowed: 'گل مردود (VAR)',
};

export const GAME_EVENT_ICON: Record<GameEventType, string> = {
  goal: '⚽',
  own_goal: '⚽',
  penalty_goal: '⚽',
  penalty_missed: '✕',
  yellow_card: '🟨',
  second_yellow: '🟨',
  red_card: '🟥',
  substitution: '⇄',
  var_disallowed: '🖥',
};

/** Statuses that show a score instead of the kickoff time. */
export const hasScore = (status: GameStatus) => ['live', 'half_time', 'finished', 'awarded'].includes(status);
