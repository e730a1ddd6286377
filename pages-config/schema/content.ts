import { z } from 'zod';

/**
 * A content file (content/<culture>.json): every text of the site in one language, by content key.
 * Plain text only (spec §5: no p, li, ul or ol tags); `{0}` and `{name}` are filled in.
 */
export const contentSchema = z
  .object({ $schema: z.string().optional().describe('Path of the JSON Schema, for editors.') })
  .catchall(
    z
      .string()
      .refine((text) => !/<\/?(p|li|ul|ol)\b/i.test(text), 'no p, li, ul or ol tags: use one content key per paragraph')
      .describe('The text of this content key.'),
  )
  .describe('Content key → text.');
