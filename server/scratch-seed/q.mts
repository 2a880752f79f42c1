import { openDatabase } from '../src/db/open-database.js';
const db = await openDatabase({ databaseUrl: null, dataDir: process.argv[2] }, { migrate: false });
console.log(await db.orm.em.fork().execute(process.argv[3]));
await db.close();
