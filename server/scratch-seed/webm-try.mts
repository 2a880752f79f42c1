import { writeFileSync } from 'node:fs';
import { tinyWebm } from '../src/seeders/tiny-webm.js';
const t = Date.now();
const b = await tinyWebm();
writeFileSync('/tmp/demo.webm', b);
console.log(b.length, Date.now() - t, 'ms');
