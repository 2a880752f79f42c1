import type { GameEventType } from '../schemas/game.js';
import type { PlayerPosition, PreferredFoot } from '../schemas/player.js';

/*
 * Persian names of the product's fixed choices, one copy for the back office (its i18n messages) and
 * the public site: the same event or network reads the same to staff and readers.
 */
export { SOCIAL_NETWORK_LABELS } from './social.js';

export const GAME_EVENT_LABELS: Record<GameEventType, string> = {
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

export const PLAYER_POSITION_LABELS: Record<PlayerPosition, string> = {
  goalkeeper: 'دروازه‌بان',
  defender: 'مدافع',
  midfielder: 'هافبک',
  forward: 'مهاجم',
};

export const PREFERRED_FOOT_LABELS: Record<PreferredFoot, string> = {
  right: 'راست',
  left: 'چپ',
  both: 'هر دو پا',
};
