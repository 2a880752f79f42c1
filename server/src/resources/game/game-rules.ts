import type { EntityManager } from '@mikro-orm/postgresql';
import type { GameStatus } from '@meydan/shared-types/schemas';
import { SeasonTeam } from '../../model/season-team.entity.js';
import { Week } from '../../model/week.entity.js';

export interface GameState {
  season?: number;
  week?: number | null;
  homeTeam?: number;
  awayTeam?: number;
  status?: GameStatus;
  homeScore?: number | null;
  awayScore?: number | null;
  homeHalfScore?: number | null;
  awayHalfScore?: number | null;
}

const NEEDS_SCORE: readonly GameStatus[] = ['finished', 'awarded'];

/** The rules a game must satisfy, as Persian messages per field; empty when it is valid. */
export async function gameErrors(em: EntityManager, g: GameState): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (g.homeTeam && g.awayTeam && g.homeTeam === g.awayTeam) {
    errors.awayTeam = 'تیم میهمان باید با تیم میزبان فرق داشته باشد.';
  }
  if (g.season) {
    const teams = [g.homeTeam, g.awayTeam].filter((t): t is number => !!t);
    const registered = new Set(
      (await em.find(SeasonTeam, { season: g.season, team: { $in: teams } }, { fields: ['team'] })).map((st) => st.team.id),
    );
    if (g.homeTeam && !registered.has(g.homeTeam)) errors.homeTeam ??= 'این تیم در فهرست تیم‌های این فصل نیست.';
    if (g.awayTeam && !registered.has(g.awayTeam)) errors.awayTeam ??= 'این تیم در فهرست تیم‌های این فصل نیست.';
    if (g.week) {
      const week = await em.findOne(Week, { id: g.week }, { fields: ['season'] });
      if (week && week.season.id !== g.season) errors.week = 'این هفته متعلق به فصل انتخاب‌شده نیست.';
    }
  }
  if (g.status && NEEDS_SCORE.includes(g.status)) {
    if (g.homeScore == null) errors.homeScore = 'برای بازی پایان‌یافته، گل‌های میزبان را وارد کنید.';
    if (g.awayScore == null) errors.awayScore = 'برای بازی پایان‌یافته، گل‌های میهمان را وارد کنید.';
  }
  if (g.homeHalfScore != null && g.homeScore != null && g.homeHalfScore > g.homeScore) {
    errors.homeHalfScore = 'گل‌های نیمهٔ اول نمی‌تواند از نتیجهٔ نهایی بیشتر باشد.';
  }
  if (g.awayHalfScore != null && g.awayScore != null && g.awayHalfScore > g.awayScore) {
    errors.awayHalfScore = 'گل‌های نیمهٔ اول نمی‌تواند از نتیجهٔ نهایی بیشتر باشد.';
  }
  return errors;
}
