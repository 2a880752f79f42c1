import { raw } from '@mikro-orm/core';
import { toSearchKey } from '@meydan/shared-types';
import { badRequest } from '../plugins/http-errors.js';
import type { FilterDefinition, ResourceDefinition, Where } from './resource.js';

function invalid(name: string): never {
  throw badRequest(`مقدار فیلتر «${name}» معتبر نیست.`);
}

function checkOne(name: string, def: FilterDefinition, value: unknown): unknown {
  switch (def.kind) {
    case 'id':
      if (Number.isInteger(value) && (value as number) > 0) return value;
      if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
      if (value === null) return null;
      return invalid(name);
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      return invalid(name);
    case 'date': {
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return invalid(name);
      return new Date(value);
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
    const fdef: FilterDefinition | undefined = name === 'id' ? { kind: 'id' } : def.filters?.[name];
    if (!fdef) throw badRequest(`فیلتر «${name}» در این بخش تعریف نشده است.`);
    const value = Array.isArray(rawValue)
      ? rawValue.length > 500
        ? invalid(name)
        : rawValue.map((v) => checkOne(name, fdef, v))
      : checkOne(name, fdef, rawValue);
    if (fdef.where) {
      and.push(fdef.where(value as never));
      continue;
    }
    const field = fdef.field ?? name.replace(/_(gte|lte)$/, '');
    if (fdef.op) and.push({ [field]: { [fdef.op]: value } } as Where);
    else and.push({ [field]: Array.isArray(value) ? { $in: value } : value } as Where);
  }
  return and.length === 0 ? {} : and.length === 1 ? and[0] : ({ $and: and } as Where);
}
