import type { PGliteInterface } from '@electric-sql/pglite';
import { PGliteKnexDialect } from 'mikro-orm-pglite';

/**
 * Whether SQL text holds more than one statement, ignoring semicolons inside string literals, quoted
 * identifiers, dollar-quoted bodies and comments.
 */
export function isMultiStatement(sql: string): boolean {
  let statements = 0;
  let pending = false;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      const close = c;
      for (i++; i < sql.length; i++) {
        if (sql[i] === close) {
          if (sql[i + 1] === close) i++;
          else break;
        }
      }
      pending = true;
    } else if (c === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i))?.[0];
      if (tag) {
        const end = sql.indexOf(tag, i + tag.length);
        i = end === -1 ? sql.length : end + tag.length - 1;
      }
      pending = true;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 1;
    } else if (c === ';') {
      if (pending) statements++;
      pending = false;
      if (statements > 1) return true;
    } else if (!/\s/.test(c)) {
      pending = true;
    }
  }
  return statements + (pending ? 1 : 0) > 1;
}

interface QueryObject {
  sql?: string;
  bindings?: unknown[];
  method?: string;
  response?: unknown;
}

let patched = false;

/**
 * The embedded driver's dialect splits raw SQL on every `;` to decide whether to run it as a script,
 * so an INSERT whose text contains `&amp;` ran as a "script" and lost its RETURNING id. This replaces
 * that check with one that understands quoting.
 */
export function fixPgliteStatementSplitting(): void {
  if (patched) return;
  patched = true;
  const proto = PGliteKnexDialect.prototype as unknown as { _query(connection: PGliteInterface, obj: QueryObject): Promise<QueryObject> };
  proto._query = async function (connection, obj) {
    if (!obj.sql) throw new Error('The query is empty');
    obj.response =
      obj.method === 'raw' && !obj.bindings?.length && isMultiStatement(obj.sql)
        ? await connection.exec(obj.sql)
        : await connection.query(obj.sql, obj.bindings ?? []);
    return obj;
  };
}
