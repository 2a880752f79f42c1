import { describe, expect, it } from 'vitest';
import { tagsForChange } from './entity-tags.js';

const change = (entity: string, type: 'create' | 'update' | 'delete', row: Record<string, unknown>, fields: string[] = []) =>
  tagsForChange({ entity, type, row, fields });

describe('tagsForChange', () => {
  it('names the item and its list for what readers hit most', () => {
    expect(change('News', 'update', { id: 7 }, ['title'])).toEqual(['news:7', 'list:news']);
    expect(change('Gallery', 'delete', { id: 3 })).toEqual(['gallery:3', 'list:gallery']);
    expect(change('GalleryItem', 'create', { id: 90, gallery: { id: 3 } })).toEqual(['gallery:3']);
    expect(change('Game', 'update', { id: 5 }, ['homeScore'])).toEqual(['game:5', 'list:game']);
    expect(change('GameEvent', 'create', { id: 11, game: 5 })).toEqual(['game:5', 'list:game']);
  });

  it('touches its teams’ results only when a game is, becomes or stops being one', () => {
    const live = { id: 5, homeTeam: { id: 1 }, awayTeam: 2, status: 'live' };
    // A goal in a game under way: other games' head-to-head and form stay as they are.
    expect(change('Game', 'update', live, ['homeScore'])).toEqual(['game:5', 'list:game']);
    expect(change('Game', 'update', { ...live, status: 'finished' }, ['status'])).toEqual([
      'game:5',
      'list:game',
      'results:1',
      'results:2',
    ]);
    expect(change('Game', 'update', { ...live, status: 'awarded' }, ['awayScore'])).toEqual([
      'game:5',
      'list:game',
      'results:1',
      'results:2',
    ]);
    expect(change('Game', 'delete', live)).toEqual(['game:5', 'list:game', 'results:1', 'results:2']);
  });

  it('touches its season’s boards with any change of a game, a goal under way too', () => {
    const live = { id: 5, homeTeam: 1, awayTeam: 2, status: 'live', season: { id: 9 } };
    expect(change('Game', 'update', live, ['homeScore'])).toEqual(['game:5', 'list:game', 'season:9']);
    expect(change('Game', 'create', { ...live, status: 'scheduled' })).toEqual([
      'game:5',
      'list:game',
      'results:1',
      'results:2',
      'season:9',
    ]);
  });

  it('touches only its game’s page and its player’s for a team sheet: no list of games shows line-ups', () => {
    expect(change('GameLineup', 'create', { id: 2, game: { id: 5 } })).toEqual(['game:5']);
    expect(change('GameLineupEntry', 'create', { id: 30, game: 5 })).toEqual(['game:5']);
    // Commentary and statistics show on their game's page and centre only.
    expect(change('GameCommentary', 'create', { id: 31, game: 5 })).toEqual(['game:5']);
    expect(change('GameStats', 'update', { id: 32, game: 5 }, ['shots'])).toEqual(['game:5']);
    expect(change('GameLineupEntry', 'delete', { id: 31, game: 5, squadPlayer: { id: 8 } })).toEqual(['game:5', 'player:8']);
  });

  it('touches the pages of the players an event names, whose numbers it counts', () => {
    expect(change('GameEvent', 'create', { id: 12, game: 5, squadPlayer: 8, relatedSquadPlayer: { id: 9 } })).toEqual([
      'game:5',
      'list:game',
      'player:8',
      'player:9',
    ]);
  });

  it('touches the article and the most-commented list for a comment once readers can see it', () => {
    expect(change('Comment', 'create', { id: 4, news: { id: 12 }, status: 'pending' })).toEqual([]);
    expect(change('Comment', 'create', { id: 5, news: { id: 12 }, status: 'approved' })).toEqual(['comments:12', 'list:comments']);
    expect(change('Comment', 'update', { id: 4, news: { id: 12 }, status: 'approved' }, ['status'])).toEqual([
      'comments:12',
      'list:comments',
    ]);
  });

  it('ignores what no reader sees: sessions, logins, passwords, new accounts, new uploads, revisions and the audit log', () => {
    expect(change('Session', 'create', { id: 1 })).toEqual([]);
    expect(change('Revision', 'create', { id: 5, news: { id: 12 } })).toEqual([]);
    expect(change('Audit', 'create', { id: 6 })).toEqual([]);
    expect(change('KnownDevice', 'create', { id: 7 })).toEqual([]);
    expect(change('User', 'update', { id: 2 }, ['lastLoginAt'])).toEqual([]);
    expect(change('User', 'update', { id: 2 }, ['passwordHash'])).toEqual([]);
    expect(change('User', 'create', { id: 3 })).toEqual([]);
    expect(change('Media', 'create', { id: 8 })).toEqual([]);
  });

  it('drops everything for reference data and for what is shown under an author name', () => {
    expect(change('Team', 'update', { id: 1 }, ['title'])).toEqual(['*']);
    expect(change('Player', 'update', { id: 9 }, ['name'])).toEqual(['*']);
    expect(change('BaseInformation', 'update', { id: 1 }, ['siteTitle'])).toEqual(['*']);
    expect(change('User', 'update', { id: 2 }, ['displayName'])).toEqual(['*']);
    expect(change('Media', 'update', { id: 8 }, ['alt'])).toEqual(['*']);
  });
});
