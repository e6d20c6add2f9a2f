import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261125130000 } from './Migration20261125130000.js';
import { Migration20261125140000 } from './Migration20261125140000.js';
import { Migration20261125150000 } from './Migration20261125150000.js';
import { Migration20261124233738 } from './Migration20261124233738.js';
import { Migration20261124230403 } from './Migration20261124230403.js';
import { Migration20261124222653 } from './Migration20261124222653.js';
import { Migration20261123160000 } from './Migration20261123160000.js';
import { Migration20261123150000 } from './Migration20261123150000.js';
import { Migration20261122025155 } from './Migration20261122025155.js';
import { Migration20261122024749 } from './Migration20261122024749.js';
import { Migration20261122000106 } from './Migration20261122000106.js';
import { Migration20261121234236 } from './Migration20261121234236.js';
import { Migration20261121231749 } from './Migration20261121231749.js';
import { Migration20261125180000 } from './Migration20261125180000.js';
import { Migration20261125200000 } from './Migration20261125200000.js';
import { Migration20261125190000 } from './Migration20261125190000.js';
import { Migration20261121230435 } from './Migration20261121230435.js';
import { Migration20261126010000 } from './Migration20261126010000.js';
import { Migration20261126020000 } from './Migration20261126020000.js';
import { Migration20261127050000 } from './Migration20261127050000.js';

/** Every migration in order; `npm run migration:create -w backend` appends new ones. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121230435', class: Migration20261121230435 },
  { name: 'Migration20261121231749', class: Migration20261121231749 },
  { name: 'Migration20261121234236', class: Migration20261121234236 },
  { name: 'Migration20261122000106', class: Migration20261122000106 },
  { name: 'Migration20261122024749', class: Migration20261122024749 },
  { name: 'Migration20261122025155', class: Migration20261122025155 },
  { name: 'Migration20261123150000', class: Migration20261123150000 },
  { name: 'Migration20261123160000', class: Migration20261123160000 },
  { name: 'Migration20261124222653', class: Migration20261124222653 },
  { name: 'Migration20261124230403', class: Migration20261124230403 },
  { name: 'Migration20261124233738', class: Migration20261124233738 },
  { name: 'Migration20261125130000', class: Migration20261125130000 },
  { name: 'Migration20261125140000', class: Migration20261125140000 },
  { name: 'Migration20261125150000', class: Migration20261125150000 },
  { name: 'Migration20261125180000', class: Migration20261125180000 },
  { name: 'Migration20261125190000', class: Migration20261125190000 },
  { name: 'Migration20261125200000', class: Migration20261125200000 },
  { name: 'Migration20261126010000', class: Migration20261126010000 },
  { name: 'Migration20261126020000', class: Migration20261126020000 },
  { name: 'Migration20261127050000', class: Migration20261127050000 },
];
