import type { PublicTeamRef } from '@meydan/shared-types/public';
import { faDigits } from '../../../lib/format';
import type { GameStats, TeamStats } from './centre-types';

const ROWS: { key: keyof TeamStats; label: string; percent?: boolean }[] = [
  { key: 'possession', label: 'مالکیت توپ', percent: true },
  { key: 'shots', label: 'شوت' },
  { key: 'shotsOnTarget', label: 'شوت در چارچوب' },
  { key: 'corners', label: 'کرنر' },
  { key: 'fouls', label: 'خطا' },
  { key: 'offsides', label: 'آفساید' },
  { key: 'saves', label: 'مهار دروازه‌بان' },
  { key: 'yellowCards', label: 'کارت زرد' },
  { key: 'redCards', label: 'کارت قرمز' },
];

/** A side's part of the track, a hair short of it so that two parts never touch. */
const share = (n: number, total: number) => (total ? Math.max(0, (n / total) * 100 - 0.6) : 0);

interface Props {
  stats: GameStats;
  home: PublicTeamRef;
  away: PublicTeamRef;
}

/**
 * Each figure as a pair of bars meeting in the middle, the home side's on the right as on the
 * scoreboard; a figure nobody counted is left out. Heard as one sentence per row.
 */
export function StatBars({ stats, home, away }: Props) {
  // A figure counted for one side only reads as none for the other.
  const rows = ROWS.filter((r) => stats.home[r.key] !== null || stats.away[r.key] !== null);
  const counted = rows.some((r) => (stats.home[r.key] ?? 0) + (stats.away[r.key] ?? 0) > 0);
  if (!counted) return <p className="empty-state">آمار این بازی هنوز ثبت نشده است.</p>;
  const name = { home: home.shortTitle || home.title, away: away.shortTitle || away.title };
  return (
    <ul className="stat-bars">
      {rows.map((r) => {
        const h = stats.home[r.key] ?? 0;
        const a = stats.away[r.key] ?? 0;
        const total = h + a;
        const text = (n: number) => (r.percent ? `${faDigits(n)}٪` : faDigits(n));
        return (
          <li key={r.key} className="stat-bars__row" data-stat={r.key}>
            <span className="visually-hidden">
              {r.label}: {name.home} {text(h)}، {name.away} {text(a)}
            </span>
            <div className="stat-bars__figures" aria-hidden="true">
              <b className={h > a ? 'stat-bars__lead' : undefined}>{text(h)}</b>
              <span className="stat-bars__label">{r.label}</span>
              <b className={a > h ? 'stat-bars__lead' : undefined}>{text(a)}</b>
            </div>
            {/* SVG geometry rather than inline styles, which the page's CSP refuses; x runs left to right whatever the text direction. */}
            <svg className="stat-bars__track" viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect className="stat-bars__bar stat-bars__bar--away" x={0} y={0} height={4} width={share(a, total)} />
              <rect className="stat-bars__bar stat-bars__bar--home" x={100 - share(h, total)} y={0} height={4} width={share(h, total)} />
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
