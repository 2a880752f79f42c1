import { describe, expect, it } from 'vitest';
import { GAME_EVENT_TYPES } from '../schemas/game.js';
import { SocialLinkSchema } from '../schemas/base-information.js';
import { PLAYER_POSITIONS, PREFERRED_FEET } from '../schemas/player.js';
import { GAME_EVENT_LABELS, PLAYER_POSITION_LABELS, PREFERRED_FOOT_LABELS, SOCIAL_NETWORK_LABELS } from './index.js';

describe('Persian labels', () => {
  it('name every game event type, social network, position and foot in Persian', () => {
    expect(Object.keys(GAME_EVENT_LABELS).sort()).toEqual([...GAME_EVENT_TYPES].sort());
    const networks = SocialLinkSchema.properties.network.anyOf.map((n: { const: string }) => n.const);
    expect(Object.keys(SOCIAL_NETWORK_LABELS).sort()).toEqual([...networks].sort());
    expect(Object.keys(PLAYER_POSITION_LABELS).sort()).toEqual([...PLAYER_POSITIONS].sort());
    expect(Object.keys(PREFERRED_FOOT_LABELS).sort()).toEqual([...PREFERRED_FEET].sort());
    const all = [GAME_EVENT_LABELS, SOCIAL_NETWORK_LABELS, PLAYER_POSITION_LABELS, PREFERRED_FOOT_LABELS].flatMap((l) => Object.values(l));
    for (const label of all) expect(label).toMatch(/[آ-ی]/);
  });
});
