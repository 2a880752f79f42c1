import type { LiveGame, PageData } from '@meydan/shared-types/public';

/** The match centre's parts as the game page's payload carries them. */
export type GameDetail = PageData<'game'>['game'];
export type Commentary = GameDetail['commentary'];
export type CommentaryEntry = Commentary['entries'][number];
export type GameStats = GameDetail['stats'];
export type TeamStats = GameStats['home'];
export type HeadToHead = GameDetail['headToHead'];
export type FormGame = HeadToHead['form']['home'][number];
export type LiveCommentary = LiveGame['commentary'];
