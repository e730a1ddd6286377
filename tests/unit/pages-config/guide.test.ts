import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldConfigSchema, validationRuleSchema } from '#pages-config/schema/field.ts';
import { pageConfigSchema, stepSchema } from '#pages-config/schema/page.ts';
import { settlementSchema } from '#pages-config/schema/settlement.ts';
import { pageConfigProblems } from '#pages-config/checks/pageConfigChecks.ts';

// Every JSON example of the case team's guide, found by its `<!-- example: kind -->` marker.
const guide = readFileSync(join(import.meta.dirname, '..', '..', '..', 'pages-config', 'README.md'), 'utf8');
const examples = [...guide.matchAll(/<!-- example: (\w+) -->\s*```json\n([\s\S]*?)```/g)].map((match, index) => ({
  name: `${match[1]} example ${index + 1}`,
  kind: match[1]!,
  json: JSON.parse(match[2]!) as unknown,
}));

const schemas: Record<string, z.ZodType> = {
  settlement: settlementSchema,
  page: pageConfigSchema,
  step: stepSchema,
  field: fieldConfigSchema,
  rules: z.array(validationRuleSchema),
};

describe("the case team's guide", () => {
  it('has an example of each kind', () => {
    expect(new Set(examples.map((example) => example.kind))).toEqual(new Set(Object.keys(schemas)));
  });

  it.each(examples)('$name is valid config', ({ kind, json }) => {
    const result = schemas[kind]!.safeParse(json);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('shows every rule type of the config language', () => {
    const shown = new Set(
      examples
        .filter((example) => example.kind === 'rules')
        .flatMap((example) => (example.json as Array<{ type: string }>).map((rule) => rule.type)),
    );
    expect([...shown].sort()).toEqual(validationRuleSchema.options.map((option) => option.shape.type.value).sort());
  });

  it('has a page example that passes the checks beyond the schema', () => {
    const page = examples.find((example) => example.kind === 'page')!;
    expect(pageConfigProblems('forms/standard.json', pageConfigSchema.parse(page.json))).toEqual([]);
  });
});
