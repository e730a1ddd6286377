import { z } from 'zod';
import { pageConfigSchema } from './page.ts';
import { contentSchema } from './content.ts';
import { settlementSchema } from './settlement.ts';

/**
 * JSON Schemas of the settlement files, emitted from the Zod schemas so editors autocomplete and
 * flag mistakes with the same descriptions case teams read in pages-config/README.md. Every
 * settlement JSON file names one in `$schema`. `npm run schema` writes them to schema/json/.
 */
export function settlementJsonSchemas(): Record<string, unknown> {
  const emit = (schema: z.ZodType, title: string) => ({
    ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
    title,
  });
  return {
    'settlement.schema.json': emit(settlementSchema, 'Claimkit settlement file (settlement.json)'),
    'page-config.schema.json': emit(pageConfigSchema, 'Claimkit page config (forms/<form-type>.json)'),
    'content.schema.json': emit(contentSchema, 'Claimkit content file (content/<culture>.json)'),
  };
}
