import { raw } from '@mikro-orm/core';
import { DATE_YEARS, parseIsoDate, parseIsoDateTime } from '@meydan/shared-types/calendar';
import { toPersianDigits, toSearchKey } from '@meydan/shared-types/text';
import { badRequest } from '../http-errors.js';
import type { FilterDefinition, FilterValue, ResourceDefinition, Where } from './resource.js';

const MAX_ID = 2_147_483_647;

function invalid(name: string): never {
  throw badRequest(`مقدار فیلتر «${name}» معتبر نیست.`);
}

function invalidDate(name: string): never {
  throw badRequest(
    `مقدار فیلتر «${name}» تاریخ معتبری نیست؛ تاریخی میان سال‌های ${toPersianDigits(String(DATE_YEARS.min))} و ${toPersianDigits(String(DATE_YEARS.max))} به شکل 2024-03-20 یا 2024-03-20T10:00:00Z بفرستید.`,
  );
}

function checkOne(name: string, def: FilterDefinition, value: unknown): Exclude<FilterValue, unknown[]> {
  switch (def.kind) {
    case 'id':
      // Ids are PostgreSQL integers: anything larger names no row and is a mistake, not a query.
      if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID) return value;
      if (typeof value === 'string' && /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= MAX_ID) return Number(value);
      if (value === null) return null;
      return invalid(name);
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      return invalid(name);
    case 'date': {
      const date = typeof value === 'string' ? (parseIsoDateTime(value) ?? parseIsoDate(value)) : null;
      return date ?? invalidDate(name);
    }
    case 'enum':
      if (typeof value === 'string' && def.values?.includes(value)) return value;
      return invalid(name);
    case 'string':
      if (typeof value === 'string' && value.length <= 200) return value;
      return invalid(name);
  }
}

/**
 * Search: the same normalization as on write, then a substring match or, for typos, a trigram
 * word similarity.
 */
export function searchCondition(q: unknown): Where | null {
  if (typeof q !== 'string') invalid('q');
  const key = toSearchKey(q as string).slice(0, 100);
  if (!key) return null;
  const like = `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return {
    $or: [
      { searchText: { $ilike: like } },
      { [raw((alias: string) => `word_similarity(?, ${alias}.search_text)`, [key])]: { $gte: 0.45 } },
    ],
  } as Where;
}

/** Turns the client's filter object into a MikroORM condition, refusing any name the resource did not declare. */
export function buildWhere(def: ResourceDefinition, filter: Record<string, unknown>): Where {
  const and: Where[] = [];
  for (const [name, rawValue] of Object.entries(filter)) {
    if (rawValue === undefined || rawValue === '') continue;
    if (name === 'q') {
      if (!def.searchFields?.length) throw badRequest('جست‌وجو در این بخش پشتیبانی نمی‌شود.');
      const cond = searchCondition(rawValue);
      if (cond) and.push(cond);
      continue;
    }
    // Own properties only: `constructor` or `__proto__` must not find Object.prototype's members.
    const fdef: FilterDefinition | undefined =
      name === 'id' ? { kind: 'id' } : def.filters && Object.hasOwn(def.filters, name) ? def.filters[name] : undefined;
    if (!fdef) throw badRequest(`فیلتر «${name}» در این بخش تعریف نشده است.`);
    const value: FilterValue = Array.isArray(rawValue)
      ? rawValue.length > 500
        ? invalid(name)
        : rawValue.map((v) => checkOne(name, fdef, v))
      : checkOne(name, fdef, rawValue);
    if (fdef.where) {
      and.push(fdef.where(value));
      continue;
    }
    const field = fdef.field ?? name.replace(/_(gte|lte)$/, '');
    if (fdef.op) and.push({ [field]: { [fdef.op]: value } } as Where);
    else and.push({ [field]: Array.isArray(value) ? { $in: value } : value } as Where);
  }
  return and.length === 0 ? {} : and.length === 1 ? and[0] : ({ $and: and } as Where);
}
