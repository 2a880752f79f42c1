import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.js';
import { throttleStoreContract } from './throttle-contract.js';
import { PostgresThrottleStore } from './throttle-postgres.js';

let t: TestApp;
let store: PostgresThrottleStore;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  store = new PostgresThrottleStore(t.app.orm);
});
afterAll(() => t?.close());

describe('login throttle in PostgreSQL', () => throttleStoreContract(() => store));
