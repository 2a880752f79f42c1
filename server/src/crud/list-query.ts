import { LIMITS } from '@meydan/shared-types/constants';
import { badRequest } from '../http-errors.js';

export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' } | null;
  range: { start: number; end: number } | null;
  filter: Record<string, unknown>;
}

function parseJson(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`پارامتر ${name} باید JSON معتبر باشد.`);
  }
}

/** Parses ra-data-simple-rest's `sort`, `range` and `filter` query parameters; anything malformed is a 400. */
export function parseListQuery(query: Record<string, unknown>): ListQuery {
  const out: ListQuery = { sort: null, range: null, filter: {} };
  const str = (name: string) => {
    const v = query[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') throw badRequest(`پارامتر ${name} فقط یک بار مجاز است.`);
    return v;
  };

  const sort = str('sort');
  if (sort !== undefined) {
    const v = parseJson('sort', sort);
    if (!Array.isArray(v) || v.length !== 2 || typeof v[0] !== 'string' || !['ASC', 'DESC'].includes(String(v[1]).toUpperCase())) {
      throw badRequest('پارامتر sort باید به شکل ["field","ASC"] باشد.');
    }
    out.sort = { field: v[0], order: String(v[1]).toUpperCase() as 'ASC' | 'DESC' };
  }

  const range = str('range');
  if (range !== undefined) {
    const v = parseJson('range', range);
    if (!Array.isArray(v) || v.length !== 2 || !v.every((n) => Number.isInteger(n) && n >= 0) || v[1] < v[0]) {
      throw badRequest('پارامتر range باید به شکل [شروع,پایان] با اعداد نامنفی باشد.');
    }
    if (v[1] - v[0] + 1 > LIMITS.adminPageMax) throw badRequest(`حداکثر ${LIMITS.adminPageMax} ردیف در هر صفحه مجاز است.`);
    out.range = { start: v[0], end: v[1] };
  }

  const filter = str('filter');
  if (filter !== undefined) {
    const v = parseJson('filter', filter);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw badRequest('پارامتر filter باید یک شیء JSON باشد.');
    out.filter = v as Record<string, unknown>;
  }
  return out;
}

/**
 * A list's query (the list's or its export's) with its sort settled: the one asked for, when the
 * resource may be sorted by that field, or else the resource's default.
 */
export function sortedListQuery(
  query: Record<string, unknown>,
  sortable: ReadonlySet<string>,
  defaultSort: [string, 'ASC' | 'DESC'] = ['id', 'DESC'],
): Omit<ListQuery, 'sort'> & { field: string; order: 'ASC' | 'DESC' } {
  const { sort, range, filter } = parseListQuery(query);
  if (sort && !sortable.has(sort.field)) throw badRequest(`مرتب‌سازی بر اساس «${sort.field}» ممکن نیست.`);
  const [field, order] = sort ? [sort.field, sort.order] : defaultSort;
  return { range, filter, field, order };
}

export function contentRange(resource: string, start: number, returned: number, total: number): string {
  const end = returned === 0 ? start : start + returned - 1;
  return `${resource} ${start}-${end}/${total}`;
}
