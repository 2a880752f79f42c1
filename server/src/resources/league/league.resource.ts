import { LeagueInputSchema, LeagueSchema, type Zone } from '@meydan/shared-types/schemas';
import { DEFAULT_TIE_BREAKERS } from '@meydan/shared-types/sport';
import { defineResource } from '../../crud/resource.js';
import { ValidationError } from '../../http-errors.js';
import { League } from '../../model/league.entity.js';

function checkZones(zones: Zone[]): void {
  const sorted = [...zones].sort((a, b) => a.from - b.from);
  for (let i = 0; i < sorted.length; i++) {
    if (sorted[i].from > sorted[i].to)
      throw new ValidationError({ zones: `در ناحیهٔ «${sorted[i].label}» رتبهٔ شروع از پایان بزرگ‌تر است.` });
    if (i > 0 && sorted[i].from <= sorted[i - 1].to) throw new ValidationError({ zones: 'ناحیه‌های جدول نباید هم‌پوشانی داشته باشند.' });
  }
}

export const leagueResource = defineResource({
  name: 'league',
  entity: League,
  createSchema: LeagueInputSchema,
  recordSchema: LeagueSchema,
  sortable: ['title', 'sortOrder', 'isActive', 'sport', 'age'],
  defaultSort: ['sortOrder', 'ASC'],
  filters: { sport: { kind: 'id' }, age: { kind: 'id' }, isActive: { kind: 'boolean' } },
  searchFields: ['title'],
  slugFrom: 'title',
  textFields: ['title'],
  prepare({ input, existing }) {
    if (!existing) {
      input.tieBreakers ??= [...DEFAULT_TIE_BREAKERS];
      input.zones ??= [];
    }
    if (input.zones) checkZones(input.zones);
  },
});
