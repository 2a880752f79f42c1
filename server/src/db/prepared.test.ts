import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';
import { executePrepared } from './prepared.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seeded: false, env: { LOG_LEVEL: 'error' } });
});
afterAll(() => t?.close());

const onServer = () => t.config.databaseUrl !== null;

describe('executePrepared', () => {
  it('answers like a plain statement, parameters in order, again and again', async () => {
    const em = t.app.orm.em.fork();
    for (let i = 0; i < 7; i++) {
      const rows = await executePrepared<{ a: number; b: string }>(em, `select ?::int + 1 as a, ?::text as b`, [i, `ب${i}`]);
      expect(rows).toEqual([{ a: i + 1, b: `ب${i}` }]);
    }
  });

  it('is prepared once per connection on a PostgreSQL server', async () => {
    const em = t.app.orm.em.fork();
    const text = `select ?::int * 2 as doubled`;
    for (let i = 0; i < 3; i++) await executePrepared(em, text, [i]);
    const prepared = await em
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from pg_prepared_statements where statement = 'select $1::int * 2 as doubled'`);
    // The pool may have answered from more than one connection; each holds the statement once.
    expect(Number(prepared[0].n) > 0).toBe(onServer());
  });

  it('runs inside the transaction it is called in, and sees what the transaction wrote', async () => {
    await t.app.orm.em.fork().transactional(async (em) => {
      await em
        .getConnection()
        .execute(`create temporary table prepared_probe (v text) on commit drop`, [], 'run', em.getTransactionContext());
      await em.getConnection().execute(`insert into prepared_probe values ('نوشته')`, [], 'run', em.getTransactionContext());
      const rows = await executePrepared<{ v: string }>(em, `select v from prepared_probe where v = ?`, ['نوشته']);
      expect(rows).toEqual([{ v: 'نوشته' }]);
    });
  });
});
