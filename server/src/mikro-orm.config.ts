import { loadConfig } from './config.js';
import { ormOptions } from './db/orm-options.js';

// Used by the MikroORM CLI (migration:create and friends); the app opens the database itself.
const config = loadConfig();
export default ormOptions({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
