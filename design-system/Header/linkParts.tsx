import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

/** The attributes of a link that may open in a new tab, and its hidden hint. */
export function linkParts(openInNewTab: boolean, newTabHint: string) {
  return {
    attributes: openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {},
    // The space sits outside the span: some name computations trim a span's leading space.
    hint: openInNewTab ? (
      <>
        {' '}
        <VisuallyHidden>{newTabHint}</VisuallyHidden>
      </>
    ) : null,
  };
}
