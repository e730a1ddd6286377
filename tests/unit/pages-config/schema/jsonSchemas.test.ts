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

/** Every property of a JSON Schema that has no description, as paths. */
function propertiesWithoutDescription(node: unknown, path: string): string[] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node))
    return node.flatMap((child, index) => propertiesWithoutDescription(child, `${path}/${index}`));
  const schema = node as Record<string, unknown>;
  const own = Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>).flatMap(
    ([key, child]) => [
      ...(child.description ? [] : [`${path}/${key}`]),
      ...propertiesWithoutDescription(child, `${path}/${key}`),
    ],
  );
  const nested = ['items', 'anyOf', 'oneOf', 'allOf', 'additionalProperties', 'prefixItems'].flatMap((key) =>
    propertiesWithoutDescription(schema[key], `${path}(${key})`),
  );
  // Schemas that refer to themselves (a group holds groups) are defined once under $defs.
  const definitions = Object.entries((schema.$defs ?? {}) as Record<string, unknown>).flatMap(([name, definition]) =>
    propertiesWithoutDescription(definition, `${path}($defs/${name})`),
  );
  return [...own, ...nested, ...definitions];
}

describe('the JSON Schemas case teams edit with', () => {
  it.each(Object.entries(settlementJsonSchemas()))('%s describes every key', (_file, schema) => {
    expect(propertiesWithoutDescription(schema, '')).toEqual([]);
  });

  it.each(['settlement.json', 'forms/standard.json', 'content/en.json', 'content/es.json'])(
    'the demo %s names its schema',
    (file) => {
      const json = JSON.parse(readFileSync(join(folder, '..', '..', 'settlements', 'demo', file), 'utf8')) as {
        $schema?: string;
      };
      expect(json.$schema).toMatch(/schema\/json\/(settlement|page-config|content)\.schema\.json$/);
    },
  );
});
