import type { Resource } from '../crud/resource.js';
import { ageResource } from './age/age.resource.js';
import { auditResource } from './audit/audit.resource.js';
import { baseInformationResource } from './base-information/base-information.resource.js';
import { commentResource } from './comment/comment.resource.js';
import { galleryResource } from './gallery/gallery.resource.js';
import { gameResource } from './game/game.resource.js';
import { leagueResource } from './league/league.resource.js';
import { mediaResource } from './media/media.resource.js';
import { newsResource } from './news/news.resource.js';
import { playerResource } from './player/player.resource.js';
import { positionResource } from './position/position.resource.js';
import { seasonResource } from './season/season.resource.js';
import { seasonTeamResource } from './season-team/season-team.resource.js';
import { sportResource } from './sport/sport.resource.js';
import { stadiumResource } from './stadium/stadium.resource.js';
import { tagResource } from './tag/tag.resource.js';
import { teamResource } from './team/team.resource.js';
import { userResource } from './user/user.resource.js';
import { weekResource } from './week/week.resource.js';

export const resources: Resource[] = [
  sportResource,
  ageResource,
  leagueResource,
  seasonResource,
  seasonTeamResource,
  weekResource,
  teamResource,
  playerResource,
  stadiumResource,
  gameResource,
  positionResource,
  newsResource,
  tagResource,
  commentResource,
  galleryResource,
  baseInformationResource,
  mediaResource,
  userResource,
  auditResource,
];
