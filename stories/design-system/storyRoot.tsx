import { useState, type ReactNode } from 'react';

/**
 * A box in the story root for content that would otherwise be portalled to <body> (modals): it is
 * the portal's container, and its transform makes it the containing block of the modal's fixed
 * backdrop, so the dialog sits inside the story's own area.
 */
export function InStoryRoot({ children }: { children: (container: HTMLElement) => ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div ref={setContainer} style={{ position: 'relative', minHeight: '28rem', transform: 'translateZ(0)' }}>
      {container ? children(container) : null}
    </div>
  );
}
