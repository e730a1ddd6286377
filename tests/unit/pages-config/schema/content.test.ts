import { describe, expect, it } from 'vitest';
import { contentSchema } from '#pages-config/schema/content.ts';

describe('content files', () => {
  it('accept plain text with placeholders', () => {
    expect(contentSchema.safeParse({ LocKey_A: 'Call {phone}' }).success).toBe(true);
  });

  it.each(['<p>Hello</p>', '<ul><li>One</li></ul>', 'Text <ol>'])(
    'refuse text with list or paragraph tags: %s',
    (text) => {
      expect(contentSchema.safeParse({ LocKey_A: text }).success).toBe(false);
    },
  );
});
