import { PLAYER_POSITIONS } from '@meydan/shared-types/schemas';

/** The lines in the order a squad is read, goalkeepers first; players without a position after them. */
const lineOrder = (position: string) =>
  `array_position(array[${PLAYER_POSITIONS.map((p) => `'${p}'`).join(', ')}]::text[], ${position}::text)`;

/** A team's squad by line, then shirt number (players without one last), then name, over `TEAM_SQUAD_ROWS`' names. */
export const SQUAD_ORDER = `${lineOrder('position')} nulls last, "shirtNumber" nulls last, name, id`;
/** The players of the team `teamId` names (a placeholder or a column): one walk of the player's team index. */
export const teamSquadSql = (teamId: string) =>
  `select p.id, p.name, p.slug, p.shirt_number as "shirtNumber", p.position from player p where p.team_id = ${teamId}`;
