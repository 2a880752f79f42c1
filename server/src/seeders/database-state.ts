import type { EntityManager } from '@mikro-orm/postgresql';
import { DEMO_EDITOR_EMAIL } from './demo-site.js';

export type DatabaseState = 'empty' | 'demo' | 'other';

// Tables whose rows mean someone put content in. Users alone do not: an operator may create an
// account before seeding. base_information always has its one row once the server has started.
const CONTENT_TABLES = [
  'news',
  'gallery',
  'sport',
  'age',
  'league',
  'season',
  'team',
  'player',
  'stadium',
  'game',
  'tag',
  'position',
  'media',
  'comment',
];
const KEPT_TABLES = new Set(['users', 'session', 'mikro_orm_migrations']);

/** Whether the database has no content, holds the demo (its editor and its football league), or anything else. */
export async function databaseState(em: EntityManager): Promise<DatabaseState> {
  const exists = CONTENT_TABLES.map((t) => `exists (select 1 from "${t}")`).join(' or ');
  const [row] = await em.execute<{ content: boolean; demo: boolean }[]>(
    `select (${exists}) as content,
       exists (select 1 from "users" where email = ?) and exists (select 1 from "league" where slug = ?) as demo`,
    [DEMO_EDITOR_EMAIL, 'لیگ-برتر-فوتبال'],
  );
  if (!row.content) return 'empty';
  return row.demo ? 'demo' : 'other';
}

export async function countRows(em: EntityManager, table: string): Promise<number> {
  const [row] = await em.execute<{ n: string | number }[]>(`select count(*) as n from "${table}"`);
  return Number(row.n);
}

/**
 * Empties every content table, ids restarting at 1. Accounts and their sessions stay, so an operator
 * who created an account keeps it; uploaded files stay on disk.
 */
export async function wipeContent(em: EntityManager): Promise<void> {
  const tables = new Set<string>();
  for (const meta of Object.values(em.getMetadata().getAll())) {
    if (meta.tableName && !meta.embeddable && !meta.virtual && !KEPT_TABLES.has(meta.tableName)) tables.add(meta.tableName);
  }
  await em.execute(`truncate ${[...tables].map((t) => `"${t}"`).join(', ')} restart identity cascade`, [], 'run');
}
