import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settlementJsonSchemas } from '#pages-config/schema/jsonSchemas.ts';

const folder = join(import.meta.dirname, '..', '..', '..', '..', 'pages-config', 'schema', 'json');

describe('settlement JSON Schemas', () => {
  it.each(Object.entries(settlementJsonSchemas()))(
    'the committed %s matches the Zod schema (run `npm run schema`)',
    (file, schema) => {
      expect(JSON.parse(readFileSync(join(folder, file), 'utf8'))).toEqual(schema);
    },
  );
});
