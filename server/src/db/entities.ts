import { KnownDevice } from '../model/known-device.entity.js';
import { LoginThrottle } from '../model/login-throttle.entity.js';
import { Age } from '../model/age.entity.js';
import { Audit } from '../model/audit.entity.js';
import { BaseInformation } from '../model/base-information.entity.js';
import { Comment } from '../model/comment.entity.js';
import { Gallery, GalleryItem } from '../model/gallery.entity.js';
import { Game, GameEvent } from '../model/game.entity.js';
import { GameLineup, GameLineupEntry } from '../model/game-lineup.entity.js';
import { GameCommentary } from '../model/game-commentary.entity.js';
import { GameStats } from '../model/game-stats.entity.js';
import { League } from '../model/league.entity.js';
import { Media } from '../model/media.entity.js';
import { News } from '../model/news.entity.js';
import { Player } from '../model/player.entity.js';
import { Position } from '../model/position.entity.js';
import { PreviewLink } from '../model/preview-link.entity.js';
import { Revision } from '../model/revision.entity.js';
import { Season } from '../model/season.entity.js';
import { SeasonTeam } from '../model/season-team.entity.js';
import { Sport } from '../model/sport.entity.js';
import { Stadium } from '../model/stadium.entity.js';
import { Tag } from '../model/tag.entity.js';
import { Team } from '../model/team.entity.js';
import { Session, User } from '../model/user.entity.js';
import { Week } from '../model/week.entity.js';
import { Follow } from '../model/follow.entity.js';
import { PushGameState, PushSubscription } from '../model/push.entity.js';
import { ViewFold, ViewPending, ViewSeen } from '../model/view-count.entity.js';

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
  Player,
  SeasonTeam,
  Week,
  Game,
  GameEvent,
  GameLineup,
  GameLineupEntry,
  GameCommentary,
  GameStats,
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
  PreviewLink,
  Follow,
  PushSubscription,
  PushGameState,
];
