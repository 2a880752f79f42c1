import { Type, type Static } from '@sinclair/typebox';
import { CommentaryExtraMinute, CommentaryKindSchema, CommentaryMinute } from '../commentary.js';
import { TeamStatsSchema } from '../game-stats.js';
import { IsoDateTime, Nullable } from '../common.js';
import { PublicImageSchema, TeamRefSchema } from './media.js';

/**
 * The match centre's parts of a game, shared by the game page's payload (`GameDetail`), the centre read
 * (GET /api/public/games/:id/centre) and, for what changes during play, the live stream.
 */

/** What a commentary entry shows beside its text: an image, or a video file. */
export const PublicCommentaryMediaSchema = Type.Union([
  Type.Object({ kind: Type.Literal('image'), image: PublicImageSchema }),
  Type.Object({ kind: Type.Literal('video'), src: Type.String(), mimeType: Type.String() }),
]);

export const PublicCommentaryEntrySchema = Type.Object({
  id: Type.Integer(),
  minute: CommentaryMinute,
  extraMinute: Nullable(CommentaryExtraMinute),
  kind: CommentaryKindSchema,
  text: Type.String(),
  media: Nullable(PublicCommentaryMediaSchema),
  /** The game's commentary change number at this entry's last save (see PublicCommentary.seq). */
  seq: Type.Integer({ minimum: 1 }),
});
export type PublicCommentaryEntry = Static<typeof PublicCommentaryEntrySchema>;

/**
 * A game's whole commentary. `seq` is the number of its latest change (an entry added, edited or
 * removed; 0 before any): each change of one game takes the next number, so a reader holding `seq`
 * knows exactly which live changes it has applied.
 */
export const PublicCommentarySchema = Type.Object({
  seq: Type.Integer({ minimum: 0 }),
  /** Newest first: minute, extra minute, then the order they were written. */
  entries: Type.Array(PublicCommentaryEntrySchema),
});
export type PublicCommentary = Static<typeof PublicCommentarySchema>;

/** One side's statistics as the public sees them: the figures staff count, and the cards from the events. */
export const PublicTeamStatsSchema = Type.Object({
  ...TeamStatsSchema.properties,
  /** Yellow cards, a second yellow included. */
  yellowCards: Type.Integer({ minimum: 0 }),
  /** Red cards, a second yellow included. */
  redCards: Type.Integer({ minimum: 0 }),
});
/** Always present; a figure nobody counted is null (cards are counted from the events, 0 when none). */
export const PublicGameStatsSchema = Type.Object({ home: PublicTeamStatsSchema, away: PublicTeamStatsSchema });
export type PublicTeamStats = Static<typeof PublicTeamStatsSchema>;
export type PublicGameStats = Static<typeof PublicGameStatsSchema>;

const Result = Type.Union([Type.Literal('W'), Type.Literal('D'), Type.Literal('L')]);

/** One finished game of a team, from that team's side; `id` and `slug` make the game's link (publicPaths.game). */
export const PublicFormGameSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  kickoffAt: IsoDateTime,
  /** Whether the team played at home. */
  atHome: Type.Boolean(),
  opponent: TeamRefSchema,
  goalsFor: Type.Integer(),
  goalsAgainst: Type.Integer(),
  result: Result,
});
export type PublicFormGame = Static<typeof PublicFormGameSchema>;

/** One past meeting of the two teams, as it was played (its own home and away). */
export const PublicMeetingSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  kickoffAt: IsoDateTime,
  home: TeamRefSchema,
  away: TeamRefSchema,
  homeScore: Type.Integer(),
  awayScore: Type.Integer(),
  league: Nullable(Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String() })),
});
export type PublicMeeting = Static<typeof PublicMeetingSchema>;

/**
 * Finished games (status finished or awarded, with a score) that kicked off before this one, newest first,
 * at most LIMITS.headToHead of each list.
 */
export const PublicHeadToHeadSchema = Type.Object({
  /** The two teams' meetings, either side at home. */
  meetings: Type.Array(PublicMeetingSchema),
  /** Over `meetings`, from this game's sides: wins of this game's home team, draws, wins of its away team. */
  record: Type.Object({ homeWins: Type.Integer(), draws: Type.Integer(), awayWins: Type.Integer() }),
  /** Each team's latest results against anyone (meetings included). */
  form: Type.Object({ home: Type.Array(PublicFormGameSchema), away: Type.Array(PublicFormGameSchema) }),
});
export type PublicHeadToHead = Static<typeof PublicHeadToHeadSchema>;
