/** The languages of the toolbar's `locale` global (.storybook/preview.tsx). */
export type StoryLocale = 'en' | 'es';

/** The locale global, English unless the toolbar says Español. */
export function storyLocale(globals: Record<string, unknown>): StoryLocale {
  return globals.locale === 'es' ? 'es' : 'en';
}

/**
 * Parameters that give a meta or a story its texts in Spanish: while the toolbar's language is
 * Español, the decorator in .storybook/preview.tsx puts them over the (English) args. Storybook
 * merges a story's parameters into its meta's, so a story gives only the texts it changes.
 */
export function spanishArgs<Props>(args: Partial<Props>): { localeArgs: { es: Partial<Props> } } {
  return { localeArgs: { es: args } };
}
