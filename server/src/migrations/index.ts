import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121103019 } from './Migration20261121103019.js';
import { Migration20261121112616 } from './Migration20261121112616.js';
import { Migration20261123142010 } from './Migration20261123142010.js';
import { Migration20261123150000 } from './Migration20261123150000.js';
import { Migration20261123160000 } from './Migration20261123160000.js';
import { Migration20261124090000 } from './Migration20261124090000.js';
import { Migration20261124093712 } from './Migration20261124093712.js';
import { Migration20261124100000 } from './Migration20261124100000.js';
import { Migration20261124120000 } from './Migration20261124120000.js';
import { Migration20261124151742 } from './Migration20261124151742.js';
import { Migration20261124160512 } from './Migration20261124160512.js';
import { Migration20261125120000 } from './Migration20261125120000.js';
import { Migration20261125130000 } from './Migration20261125130000.js';
import { Migration20261125150000 } from './Migration20261125150000.js';
import { Migration20261125160000 } from './Migration20261125160000.js';
import { Migration20261125170000 } from './Migration20261125170000.js';
import { Migration20261126090000 } from './Migration20261126090000.js';
import { Migration20261126130000 } from './Migration20261126130000.js';
import { Migration20261127090000 } from './Migration20261127090000.js';
import { Migration20261127131500 } from './Migration20261127131500.js';
import { Migration20261127170000 } from './Migration20261127170000.js';

/** Every migration, in order; an explicit list so that no runtime has to import .ts files by glob. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121103019', class: Migration20261121103019 },
  { name: 'Migration20261121112616', class: Migration20261121112616 },
  { name: 'Migration20261123142010', class: Migration20261123142010 },
  { name: 'Migration20261123150000', class: Migration20261123150000 },
  { name: 'Migration20261123160000', class: Migration20261123160000 },
  { name: 'Migration20261124090000', class: Migration20261124090000 },
  { name: 'Migration20261124093712', class: Migration20261124093712 },
  { name: 'Migration20261124100000', class: Migration20261124100000 },
  { name: 'Migration20261124120000', class: Migration20261124120000 },
  { name: 'Migration20261124151742', class: Migration20261124151742 },
  { name: 'Migration20261124160512', class: Migration20261124160512 },
  { name: 'Migration20261125120000', class: Migration20261125120000 },
  { name: 'Migration20261125130000', class: Migration20261125130000 },
  { name: 'Migration20261125150000', class: Migration20261125150000 },
  { name: 'Migration20261125160000', class: Migration20261125160000 },
  { name: 'Migration20261125170000', class: Migration20261125170000 },
  { name: 'Migration20261126090000', class: Migration20261126090000 },
  { name: 'Migration20261126130000', class: Migration20261126130000 },
  { name: 'Migration20261127090000', class: Migration20261127090000 },
  { name: 'Migration20261127131500', class: Migration20261127131500 },
  { name: 'Migration20261127170000', class: Migration20261127170000 },
];
