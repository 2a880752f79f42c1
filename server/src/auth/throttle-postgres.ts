import type { Orm } from '../db/open-database.js';
import { blockAfter, type Backoff, type ThrottleStore, type Verdict } from './throttle.js';

// Written with names for readability; `bind` turns them into the driver's positional `?`. The driver
// inlines values as untyped literals, hence the casts.
const NOW = `:now::timestamptz`;
const ms = (name: string) => `(:${name}::float8 * interval '1 millisecond')`;
const FORGOTTEN = `t.forget_at <= ${NOW}`;
const BLOCKED = `(not ${FORGOTTEN} and t.blocked_until > ${NOW})`;
const ATTEMPTS = `(case when ${FORGOTTEN} then 1 when ${BLOCKED} then t.attempts else t.attempts + 1 end)`;
const BLOCK_UNTIL = `(case when ${BLOCKED} then t.blocked_until
  when ${ATTEMPTS} >= :free then ${NOW} + least(:base::float8 * power(2, least(${ATTEMPTS} - :free, 40)), :max::float8) * interval '1 millisecond'
  else null end)`;

/**
 * One statement counts and decides: the row lock of `on conflict do update` orders concurrent attempts,
 * and every attempt, admitted or not, bumps `seen`. An attempt was admitted when the row it leaves
 * names its own `seen` as the last admitted one.
 *
 * Its commit does not wait for the disk (`synchronous_commit` off for this statement's own
 * transaction, set from inside it): a flood of logins is hundreds of these a second, each waiting for a
 * WAL flush with a pooled connection held while readers waited for one. A crash can forget the counts
 * of the last fraction of a second, never corrupt them; every other write still waits for the disk.
 */
const ATTEMPT_SQL = `
insert into login_throttle as t (key, attempts, seen, admitted_seq, blocked_until, forget_at)
select :key, 1, 1, 1, :firstBlock::timestamptz, :firstForget::timestamptz
from (select set_config('synchronous_commit', 'off', true)) as no_flush_wait
on conflict (key) do update set
  attempts = ${ATTEMPTS},
  blocked_until = ${BLOCK_UNTIL},
  admitted_seq = case when ${BLOCKED} then t.admitted_seq else t.seen + 1 end,
  forget_at = case when ${BLOCKED} then t.forget_at else greatest(${NOW}, ${BLOCK_UNTIL}) + ${ms('forget')} end,
  seen = t.seen + 1
returning seen, admitted_seq, (extract(epoch from blocked_until) * 1000)::float8 as blocked_ms`;

const REFUND_SQL = `
update login_throttle set attempts = greatest(attempts - 1, 0),
  blocked_until = case when attempts - 1 < :free then null else blocked_until end
where key = :key`;

function bind(sql: string, values: Record<string, unknown>): [string, unknown[]] {
  const params: unknown[] = [];
  const text = sql.replace(/(?<!:):([a-zA-Z]+)/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for :${name}`);
    params.push(values[name]);
    return '?';
  });
  return [text, params];
}

const SWEEP_EVERY = 500;

/** Counters in PostgreSQL (the embedded database included) for deployments without Redis. */
export class PostgresThrottleStore implements ThrottleStore {
  private sinceSweep = 0;

  constructor(private readonly orm: Orm) {}

  private run(sql: string, values: Record<string, unknown>) {
    const [text, params] = bind(sql, values);
    return this.orm.em.getConnection().execute<Record<string, unknown>[]>(text, params);
  }

  async attempt(key: string, rule: Backoff, now = Date.now()): Promise<Verdict> {
    if (++this.sinceSweep >= SWEEP_EVERY) {
      this.sinceSweep = 0;
      await this.run(`delete from login_throttle where forget_at < ${NOW}`, { now: new Date(now) });
    }
    const first = blockAfter(1, rule);
    const [row] = await this.run(ATTEMPT_SQL, {
      key,
      now: new Date(now),
      free: rule.free,
      base: rule.baseMs,
      max: rule.maxMs,
      forget: rule.forgetMs,
      firstBlock: first === null ? null : new Date(now + first),
      firstForget: new Date(now + (first ?? 0) + rule.forgetMs),
    });
    if (String(row.seen) === String(row.admitted_seq)) return { admitted: true };
    return { admitted: false, retryAfterMs: Math.max(Number(row.blocked_ms) - now, 1000) };
  }

  async refund(key: string, rule: Backoff): Promise<void> {
    await this.run(REFUND_SQL, { key, free: rule.free });
  }

  async clear(key: string): Promise<void> {
    await this.run('delete from login_throttle where key = :key', { key });
  }
}
