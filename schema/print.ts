/** Writes schema/schema.graphql from the Pothos schema: `npm run schema:print`. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printedSchema } from './index.ts';

const target = fileURLToPath(new URL('./schema.graphql', import.meta.url));
writeFileSync(target, printedSchema());
console.log(`wrote ${target}`);
