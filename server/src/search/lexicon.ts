import type { EntityManager } from '@mikro-orm/core';
import { executePrepared } from '../db/prepared.js';
import { withinOneEdit } from './edit-distance.js';
import {
  exactLexemes,
  prefixLexemes,
  splitCandidates,
  wantsTypos,
  type Expansions,
  type QueryWord,
  type WordCount,
} from './search-query.js';

/** Corrections kept per word: the closest by trigram similarity, enough for any real typo. */
const MAX_TYPOS = 12;
/** Completions of a beginning listed one by one; past this the beginning stays a prefix query. */
export const MAX_COMPLETIONS = 30;

interface Row {
  kind: 'typo' | 'known' | 'completion';
  query: string;
  word: string;
  docs: number;
  titles: number;
}

/**
 * One round trip to the word list (`search_word`: every word the index holds, with how often it was
 * indexed, kept by triggers): which of the query's words and their halves are indexed, the words one
 * edit away from each long query word (pg_trgm's `%`, then checked exactly), and the most used words
 * each beginning completes to. The word lists reach the statement through one-row subqueries, so
 * PostgreSQL plans it without them: one generic plan, kept, instead of planning it again for each query
 * (0.3–0.6 ms, more than running it).
 */
export async function expandQuery(em: EntityManager, words: readonly QueryWord[]): Promise<Expansions> {
  const typoWords = [...new Set(words.filter(wantsTypos).map((w) => w.joined))];
  const splits = new Map(words.map((w) => [w.joined, splitCandidates(w)] as const));
  const lookups = [...new Set([...exactLexemes(words), ...[...splits.values()].flat(2)])];
  const prefixes = prefixLexemes(words);
  const rows = await executePrepared<Row>(
    em,
    `select 'known' as kind, w.word as query, w.word, w.docs, w.titles from search_word w where w.word = any((select ?::text[])::text[])
     union all
     select 'typo', q.word, s.word, s.docs, s.titles from unnest((select ?::text[])) as q(word)
       cross join lateral (
         select w.word, w.docs, w.titles from search_word w
         where w.word % q.word and w.word <> q.word and abs(char_length(w.word) - char_length(q.word)) <= 1
         order by similarity(w.word, q.word) desc, w.docs desc limit ${MAX_TYPOS * 2}
       ) s
     union all
     select 'completion', p.word, c.word, c.docs, c.titles from unnest((select ?::text[])) as p(word)
       cross join lateral (
         select w.word, w.docs, w.titles from search_word w
         where w.word >= p.word collate "C" and w.word < (p.word || chr(1114111)) collate "C"
         order by w.docs desc, w.word limit ${MAX_COMPLETIONS + 1}
       ) c`,
    [toArray(lookups), toArray(typoWords), toArray(prefixes)],
  );
  const known = new Map<string, WordCount>();
  const typos = new Map<string, string[]>();
  const completions = new Map<string, string[] | 'many'>(prefixes.map((p) => [p, []]));
  for (const row of rows) {
    const count = { docs: Number(row.docs), titles: Number(row.titles) };
    if (row.kind === 'known') known.set(row.word, count);
    else if (row.kind === 'typo') {
      if (!withinOneEdit(row.query, row.word)) continue;
      const list = typos.get(row.query) ?? [];
      if (list.length >= MAX_TYPOS) continue;
      typos.set(row.query, [...list, row.word]);
      known.set(row.word, count);
    } else {
      const list = completions.get(row.query);
      if (list === 'many' || list === undefined) continue;
      if (list.length === MAX_COMPLETIONS) completions.set(row.query, 'many');
      else {
        list.push(row.word);
        known.set(row.word, count);
      }
    }
  }
  const readings = new Map<string, [string, string][]>();
  for (const [word, pairs] of splits) {
    const found = pairs.filter(([a, b]) => known.has(a) && known.has(b));
    if (found.length) readings.set(word, found);
  }
  return { known, typos, splits: readings, completions };
}

/** A PostgreSQL array literal: parameters go through as text, so both drivers read them the same way. */
function toArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
