import { KnownDevice } from '../auth/known-device.entity.js';
import { LoginThrottle } from '../auth/login-throttle.entity.js';
import { Age } from '../resources/age/age.entity.js';
import { Audit } from '../resources/audit/audit.entity.js';
import { BaseInformation } from '../resources/base-information/base-information.entity.js';
import { Comment } from '../resources/comment/comment.entity.js';
import { Gallery, GalleryItem } from '../resources/gallery/gallery.entity.js';
import { Game, GameEvent } from '../resources/game/game.entity.js';
import { League } from '../resources/league/league.entity.js';
import { Media } from '../resources/media/media.entity.js';
import { News } from '../resources/news/news.entity.js';
import { Position } from '../resources/position/position.entity.js';
import { Revision } from '../resources/revision/revision.entity.js';
import { Season } from '../resources/season/season.entity.js';
import { SeasonTeam } from '../resources/season-team/season-team.entity.js';
import { Sport } from '../resources/sport/sport.entity.js';
import { Stadium } from '../resources/stadium/stadium.entity.js';
import { Tag } from '../resources/tag/tag.entity.js';
import { Team } from '../resources/team/team.entity.js';
import { Session, User } from '../resources/user/user.entity.js';
import { Week } from '../resources/week/week.entity.js';
import { ViewFold, ViewPending, ViewSeen } from '../view-counts/view-count.entity.js';

/** Every entity the ORM maps; imported only by the ORM options (code imports an entity from its own file). */
export const entities = [
  Media,
  User,
  Session,
  Sport,
  Age,
  League,
  Season,
  Stadium,
  Team,
  SeasonTeam,
  Week,
  Game,
  GameEvent,
  Position,
  Tag,
  News,
  Comment,
  Gallery,
  GalleryItem,
  BaseInformation,
  KnownDevice,
  LoginThrottle,
  ViewPending,
  ViewSeen,
  ViewFold,
  Audit,
  Revision,
];
