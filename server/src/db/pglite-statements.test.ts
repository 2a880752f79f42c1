import { describe, expect, it } from 'vitest';
import { isMultiStatement } from './pglite-statements.js';

describe('isMultiStatement', () => {
  it('sees one statement when semicolons are inside literals, identifiers, dollar quotes or comments', () => {
    expect(isMultiStatement(`insert into "news" ("body") values ('<p>A &amp; B; C</p>') returning "id"`)).toBe(false);
    expect(isMultiStatement(`insert into t (a) values ('it''s; fine');`)).toBe(false);
    expect(isMultiStatement(`select "a;b" from t`)).toBe(false);
    expect(isMultiStatement(`do $body$ begin perform 1; perform 2; end $body$`)).toBe(false);
    expect(isMultiStatement(`select 1 -- trailing; comment\n`)).toBe(false);
    expect(isMultiStatement(`select /* a; b */ 1;`)).toBe(false);
  });

  it('sees several statements in a migration script', () => {
    expect(isMultiStatement('create table a (id int); create table b (id int);')).toBe(true);
    expect(isMultiStatement(`set names 'utf8'; select 1`)).toBe(true);
  });
});
