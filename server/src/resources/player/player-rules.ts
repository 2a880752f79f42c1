import type { EntityManager } from '@mikro-orm/postgresql';
import type { PlayerInput } from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';
import { Player } from '../../model/player.entity.js';

/** Nobody on a team sheet today was born before this. */
const EARLIEST_BIRTH = '1940-01-01';

/** The rules a player must satisfy beyond the schema's bounds, as Persian messages per field. */
export async function playerErrors(
  em: EntityManager,
  p: Pick<PlayerInput, 'team' | 'shirtNumber' | 'birthDate'> & { id: number | null },
  now: Date,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (p.birthDate) {
    if (p.birthDate > now.toISOString().slice(0, 10)) errors.birthDate = 'تاریخ تولد نمی‌تواند در آینده باشد.';
    else if (p.birthDate < EARLIEST_BIRTH) errors.birthDate = 'تاریخ تولد پیش از سال ۱۳۱۸ (۱۹۴۰) پذیرفته نیست.';
  }
  if (p.team && p.shirtNumber) {
    // The unique key catches a race; this names who wears the number, which a key violation cannot.
    const wearer = await em.findOne(
      Player,
      { team: p.team, shirtNumber: p.shirtNumber, ...(p.id ? { id: { $ne: p.id } } : {}) },
      { fields: ['name'] },
    );
    if (wearer) errors.shirtNumber = `شمارهٔ ${toPersianDigits(p.shirtNumber)} در این تیم به «${wearer.name}» تعلق دارد.`;
  }
  return errors;
}
