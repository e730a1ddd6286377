import { useEffect } from 'react';

/** Whether a click on a link takes the claimant to another page in this window. */
function leavesThePage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return false;
  const to = new URL(link.href, window.location.href);
  // mailto: and tel: open another app; the page stays.
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return false;
  return to.origin !== window.location.origin || to.pathname !== window.location.pathname;
}

/**
 * Asks before the claimant leaves the page while `unsent` holds (documents chosen but not sent):
 * closing or reloading the tab gets the browser's own question (beforeunload), and a link to
 * another page, in the app or not, asks `message` first (window.confirm), as the app's links move
 * between pages without the browser unloading anything.
 */
export function useLeaveWarning(unsent: boolean, message: string): void {
  useEffect(() => {
    if (!unsent) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (!leavesThePage(event) || window.confirm(message)) return;
      // Captured on the document, before the app's router sees the click.
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [unsent, message]);
}
