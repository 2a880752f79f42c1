import { Type, type Static } from '@sinclair/typebox';
import { GameCardSchema } from './game.js';
import { RefSchema } from './media.js';

/** A Jalali day in URL form (`1405-09-02`). */
export const JalaliDayString = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** The games of one league on one day, under the league's heading. */
export const FixtureGroupSchema = Type.Object({
  league: RefSchema,
  sport: RefSchema,
  games: Type.Array(GameCardSchema),
});
export type FixtureGroup = Static<typeof FixtureGroupSchema>;
