import { describe, expect, it } from 'vitest';
import { GAME_EVENT_TYPES } from '../schemas/game.js';
import { SocialLinkSchema } from '../schemas/base-information.js';
import { GAME_EVENT_LABELS, SOCIAL_NETWORK_LABELS } from './index.js';

describe('Persian labels', () => {
  it('name every game event type and every social network in Persian', () => {
    expect(Object.keys(GAME_EVENT_LABELS).sort()).toEqual([...GAME_EVENT_TYPES].sort());
    const networks = SocialLinkSchema.properties.network.anyOf.map((n: { const: string }) => n.const);
    expect(Object.keys(SOCIAL_NETWORK_LABELS).sort()).toEqual([...networks].sort());
    for (const label of [...Object.values(GAME_EVENT_LABELS), ...Object.values(SOCIAL_NETWORK_LABELS)]) expect(label).toMatch(/[آ-ی]/);
  });
});
