import type { PublicTable, PublicTableRow } from '@meydan/shared-types/public';
import { faDigits, faNumber, faSigned } from '../../lib/format';
import { TeamLink } from './TeamName';

const FORM_LABEL = { W: 'برد', D: 'مساوی', L: 'باخت' } as const;
const FORM_SHORT = { W: 'ب', D: 'م', L: 'ش' } as const;

interface LeagueTableViewProps {
  table: PublicTable;
  compact?: boolean;
  /** A team whose row stands out (its own page). */
  highlight?: number;
}

/** The standings; `compact` keeps the columns a sidebar has room for. Zones colour the rank cell. */
export function LeagueTableView({ table, compact = false, highlight }: LeagueTableViewProps) {
  // Scrolled by keyboard, so a named region; not named as the section around it («جدول …»), or a screen
  // reader lists two landmarks by one name.
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={`رده‌بندی ${table.league.title}`}>
      <table className={`league-table ${compact ? 'league-table--compact' : ''}`}>
        <thead>
          <tr>
            <th scope="col" abbr="رتبه">
              #
            </th>
            <th scope="col" className="league-table__team">
              تیم
            </th>
            <th scope="col" abbr="بازی">
              بازی
            </th>
            {!compact && (
              <>
                <th scope="col">برد</th>
                <th scope="col">مساوی</th>
                <th scope="col">باخت</th>
                <th scope="col" abbr="گل زده">
                  زده
                </th>
                <th scope="col" abbr="گل خورده">
                  خورده
                </th>
              </>
            )}
            <th scope="col" abbr="تفاضل گل">
              تفاضل
            </th>
            <th scope="col">امتیاز</th>
            {!compact && <th scope="col">پنج بازی اخیر</th>}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <Row key={row.team.id} row={row} compact={compact} current={row.team.id === highlight} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A zone's colour is data, and the page's CSP allows no style attributes: an SVG fill is a
 * presentation attribute, not a style, so the colour travels that way.
 */
function Swatch({ color, className }: { color: string; className: string }) {
  return (
    <svg className={className} viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect width="1" height="1" fill={color} />
    </svg>
  );
}

function Row({ row, compact, current }: { row: PublicTableRow; compact: boolean; current: boolean }) {
  return (
    <tr className={current ? 'league-table__current' : undefined} aria-current={current ? 'true' : undefined}>
      <td className="league-table__rank" title={row.zone?.label}>
        {row.zone && <Swatch className="league-table__zone" color={row.zone.color} />}
        {faDigits(row.rank)}
      </td>
      <th scope="row" className="league-table__team">
        <TeamLink team={row.team} />
      </th>
      <td>{faDigits(row.played)}</td>
      {!compact && (
        <>
          <td>{faDigits(row.won)}</td>
          <td>{faDigits(row.drawn)}</td>
          <td>{faDigits(row.lost)}</td>
          <td>{faDigits(row.goalsFor)}</td>
          <td>{faDigits(row.goalsAgainst)}</td>
        </>
      )}
      {/* Signed numbers read left to right (−۳, +۲) inside the right-to-left row. */}
      <td dir="ltr" className="league-table__difference">
        {faSigned(row.goalDifference)}
      </td>
      <td dir="ltr" className="league-table__points">
        {faNumber(row.points)}
      </td>
      {!compact && (
        <td className="league-table__form">
          {row.form.map((f, i) => (
            <span key={i} className={`form form--${f}`} title={FORM_LABEL[f]}>
              <span aria-hidden="true">{FORM_SHORT[f]}</span>
              <span className="visually-hidden">{FORM_LABEL[f]}</span>
            </span>
          ))}
        </td>
      )}
    </tr>
  );
}

export function ZoneLegend({ table }: { table: PublicTable }) {
  if (table.zones.length === 0) return null;
  return (
    <ul className="zone-legend" aria-label="راهنمای جدول">
      {table.zones.map((z) => (
        <li key={`${z.from}-${z.to}`}>
          <Swatch className="zone-legend__swatch" color={z.color} />
          {z.label}{' '}
          <span className="meta">
            (رتبه {faDigits(z.from)}
            {z.to !== z.from ? ` تا ${faDigits(z.to)}` : ''})
          </span>
        </li>
      ))}
    </ul>
  );
}
