import { Link } from '../ui/Link';
import type { PublicTeamRef } from '@meydan/shared-types/public';
import { paths } from '../../config/paths';
import { Img } from '../ui/Img';

interface TeamNameProps {
  team: PublicTeamRef;
  className?: string;
  full?: boolean;
}

function Mark({ team, full }: TeamNameProps) {
  return (
    <>
      {team.logo ? (
        <Img image={team.logo} sizes="32px" className="team-logo" alt="" />
      ) : (
        <span className="team-logo team-logo--empty" aria-hidden="true">
          {team.title.slice(0, 1)}
        </span>
      )}
      <bdi className="team-name__text">{full ? team.title : team.shortTitle || team.title}</bdi>
    </>
  );
}

/** A team's logo (decorative: the name follows) and its short name where space is tight. */
export function TeamName(props: TeamNameProps) {
  return (
    <span className={`team-name ${props.className ?? ''}`}>
      <Mark {...props} />
    </span>
  );
}

/** The same, leading to the team's page; the full name is its accessible name where the short one shows. */
export function TeamLink(props: TeamNameProps) {
  const { team, className, full } = props;
  const short = !full && team.shortTitle && team.shortTitle !== team.title;
  return (
    <Link to={paths.team(team.id, team.slug)} className={`team-name team-link ${className ?? ''}`} title={short ? team.title : undefined}>
      <Mark {...props} />
    </Link>
  );
}
