// `npm run schema`: writes the settlement JSON Schemas to pages-config/schema/json/ (a unit test
// fails while the committed files differ from what the Zod schemas emit).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { settlementJsonSchemas } from '#pages-config/schema/jsonSchemas.ts';

const folder = join(import.meta.dirname, '..', '..', 'pages-config', 'schema', 'json');
mkdirSync(folder, { recursive: true });
for (const [file, schema] of Object.entries(settlementJsonSchemas())) {
  writeFileSync(join(folder, file), `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote pages-config/schema/json/${file}`);
}
