import type { EntityManager } from '@mikro-orm/core';
import { PLAYER_POSITIONS, type PlayerRef } from '@meydan/shared-types/schemas';
import { executePrepared } from '../db/prepared.js';

/** The lines in the order a squad is read, goalkeepers first; players without a position after them. */
const LINE_ORDER = `array_position(array[${PLAYER_POSITIONS.map((p) => `'${p}'`).join(', ')}]::text[], p.position::text)`;

/** A team's squad by line, then shirt number (players without one last), then name: one walk of the player's team index. */
export const TEAM_SQUAD = `select p.id, p.name, p.slug, p.shirt_number as "shirtNumber", p.position from player p
  where p.team_id = ? order by ${LINE_ORDER} nulls last, p.shirt_number nulls last, p.name, p.id`;

export const teamSquad = (em: EntityManager, teamId: number) => executePrepared<PlayerRef>(em, TEAM_SQUAD, [teamId]);
