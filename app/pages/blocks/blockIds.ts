/**
 * Element ids the step page's error summary links to, kept apart from the blocks that render them
 * so the page can name them without loading those blocks' chunks.
 */

/** The id of an editor's parts by its model's part name; error links point at its title, `${id}-title`. */
export function editorIdOfPart(part: string): string {
  return `${part}-editor`;
}

/** The typed signature's input. */
export const signatureInputId = 'signature';
