import type { PlayerPosition, PlayerRef } from '@meydan/shared-types/public';
import { ShirtNumber } from '../../components/cards/ShirtNumber';
import { Link } from '../../components/ui/Link';
import { paths } from '../../config/paths';

const LINES: (PlayerPosition | null)[] = ['goalkeeper', 'defender', 'midfielder', 'forward', null];
const LINE_TITLES: Record<PlayerPosition, string> = {
  goalkeeper: 'دروازه‌بان‌ها',
  defender: 'مدافعان',
  midfielder: 'هافبک‌ها',
  forward: 'مهاجمان',
};

/** The squad by line (the server sends it in that order), each player with their shirt number, linked to their page. */
export function TeamSquad({ squad }: { squad: PlayerRef[] }) {
  return (
    <div className="squad">
      {LINES.map((line) => {
        const players = squad.filter((p) => p.position === line);
        if (!players.length) return null;
        const title = line ? LINE_TITLES[line] : 'دیگر بازیکنان';
        const id = `squad-${line ?? 'other'}`;
        return (
          <div key={id} className="squad__line">
            <h3 id={id} className="squad__title">
              {title}
            </h3>
            <ul className="squad__players" aria-labelledby={id}>
              {players.map((p) => (
                <li key={p.id}>
                  <Link to={paths.player(p.id, p.slug)} className="squad__player">
                    <ShirtNumber number={p.shirtNumber} />
                    <span className="squad__name">{p.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
