import type { PublicTeamRef } from '@meydan/shared-types';
import { Img } from '../ui/Img';

/** A team's logo (decorative: the name follows) and its short name where space is tight. */
export function TeamName({ team, className, full }: { team: PublicTeamRef; className?: string; full?: boolean }) {
  return (
    <span className={`team-name ${className ?? ''}`}>
      {team.logo ? <Img image={team.logo} sizes="32px" className="team-logo" alt="" /> : <span className="team-logo team-logo--empty" aria-hidden="true">{team.title.slice(0, 1)}</span>}
      <span className="team-name__text">{full ? team.title : team.shortTitle || team.title}</span>
    </span>
  );
}
