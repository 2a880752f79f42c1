import type { Populate } from '@mikro-orm/core';
import { isIsoDate, isIsoDateTime } from '@meydan/shared-types/calendar';
import { FormatRegistry, type TObject } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../resources/index.js';
import { createTestApp, loginCookie, type TestApp } from '../testing/index.js';
import { listColumns } from './list-columns.js';
import type { AnyRecord } from './resource.js';
import { metadataOf, toRecord } from './serialize.js';

// The formats the server's Ajv checks, for TypeBox's own checker.
FormatRegistry.Set('date-time', isIsoDateTime);
FormatRegistry.Set('date', isIsoDate);
FormatRegistry.Set('uri', (v) => URL.canParse(v));

let test: TestApp;
let admin: string;

beforeAll(async () => {
  test = await createTestApp();
  admin = await loginCookie(test.app, 'admin');
});
afterAll(() => test?.close());

const get = async (url: string) => {
  const res = await test.app.inject({ url: `/api/admin/${url}`, headers: { cookie: admin } });
  expect(res.statusCode, url).toBe(200);
  return res.json<unknown>();
};

/** Fields a form sends but a record never returns: a password is written, never read back. */
const WRITE_ONLY = new Set(['password']);
const keys = (schema: TObject) => Object.keys(schema.properties);

// The answers are written by each resource's record schema, which drops whatever it does not list: these
// check that it lists everything the server works out and everything the admin's forms edit.
describe.each(resources.map((def) => [def.name, def] as const))('the %s answers', (name, def) => {
  it('one record carries every field of the record schema, a list all but the large ones, in their types', async () => {
    const list = (await get(`${name}?range=[0,9]`)) as AnyRecord[];
    expect(list.length, 'the demo data has records of every resource').toBeGreaterThan(0);
    const one = await get(`${name}/${list[0].id}`);
    const listed = listColumns(def).schema;
    for (const [schema, record] of [...list.map((r) => [listed, r] as const), [def.recordSchema, one] as const]) {
      expect(Object.keys(record as object).sort()).toEqual(keys(schema).sort());
      expect([...Value.Errors(schema, record)].map((e) => `${e.path}: ${e.message}`)).toEqual([]);
    }
  });

  it('the record schema lists every field the server serializes and every field the edit form sends back', async () => {
    const em = test.app.orm.em.fork();
    const populate = (def.populate ?? []) as Populate<AnyRecord, string>;
    const [entity] = await em.find<AnyRecord, string>(def.entity.meta.className, {}, { limit: 1, populate });
    const record = toRecord(metadataOf(em, def.entity.meta.className), entity, def.hidden);
    await def.decorate?.([record], [entity], em, test.app);
    const listed = new Set(keys(def.recordSchema));
    expect(Object.keys(record).filter((k) => !listed.has(k))).toEqual([]);
    if (def.readOnly) return;
    const inputs = [...keys(def.createSchema), ...keys(def.updateSchema ?? def.createSchema)];
    expect(inputs.filter((k) => !listed.has(k) && !WRITE_ONLY.has(k))).toEqual([]);
  });
});
