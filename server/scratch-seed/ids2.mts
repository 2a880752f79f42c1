import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/open-database.js';
import { Tag } from '../src/db/entities.js';
import { insertRows } from '../src/seeders/bulk-insert.js';
const dir = mkdtempSync(join(tmpdir(), 'meydan-ids-'));
const db = await openDatabase({ databaseUrl: process.env.DB ?? null, dataDir: dir });
const em = db.orm.em.fork();
const now = new Date();
await em.transactional(async (tx) => {
  console.log(await insertRows(tx, Tag, [{ title: 'a', slug: 'a', createdAt: now, updatedAt: now }, { title: 'b', slug: 'b', createdAt: now, updatedAt: now }]));
  console.log(await insertRows(tx, Tag, [{ title: 'c', slug: 'c', createdAt: now, updatedAt: now }]));
});
await db.close();
