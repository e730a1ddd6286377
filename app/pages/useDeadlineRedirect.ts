import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { nextDeadlineOf } from '#pages-config/rules/deadlines.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import { usePublicCall } from '../api/usePublicCall.ts';
import { selectActiveCulture } from '../features/culture/cultureSlice.ts';
import { deadlineExit, deadlineRedirectTarget } from '../features/navigation/deadlines.ts';
import { useNavigate } from '../features/navigation/router.ts';
import { useAppSelector } from '../store.ts';
import { useServerPage } from '../serverRendering/ServerPage.ts';
import { useServerRedirect } from './Redirect.tsx';
import { useLocalizedPath } from './useLocalizedPath.ts';

/** The origin the server renders pages at: any address of this site compares as its own. */
const serverOrigin = 'http://claimkit.page';

/** setTimeout holds at most 2^31 - 1 ms (about 24.8 days); a longer wait is taken in steps. */
const longestTimeout = 2 ** 31 - 1;

/**
 * Spec §4: after a deadline relevant to the form type, leave for its target (a full page load when
 * it is another site). Checked on arrival and again the moment the next deadline passes, so a
 * claimant who is on a page at that moment is sent on too. The browser's clock decides here; the
 * server refuses authorize and submit by its own clock whatever this one says.
 */
export function useDeadlineRedirect(formType: FormType): void {
  const { data: deadlines } = usePublicCall({ call: 'getDeadlines' });
  const culture = useAppSelector(selectActiveCulture);
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [checks, setChecks] = useState(0);
  // Rendered on the server, the page is answered by a redirect once the deadline has passed: it
  // never offers the form, even for a moment (the server's clock decides there).
  const serverPage = useServerPage();
  const serverRedirect = useServerRedirect();
  const [pathname] = useLocation();
  if (import.meta.env.SSR && serverPage && serverRedirect && deadlines) {
    const target = deadlineRedirectTarget(deadlines, formType, culture, serverPage.now);
    const exit = target ? deadlineExit(target, { origin: serverOrigin, pathname }) : null;
    if (exit?.kind === 'page') serverRedirect(exit.href);
    else if (exit?.kind === 'route') serverRedirect(localize(exit.path));
  }

  useEffect(() => {
    if (!deadlines) return;
    const now = new Date();
    const target = deadlineRedirectTarget(deadlines, formType, culture, now);
    if (target) {
      const exit = deadlineExit(target, window.location);
      if (exit.kind === 'page') window.location.assign(exit.href);
      else if (exit.kind === 'route') navigate(localize(exit.path), { replace: true });
      return;
    }
    const next = nextDeadlineOf(deadlines, formType, now);
    if (!next) return;
    // One millisecond past the deadline: a form closes after it, not at it.
    const wait = Math.min(next.getTime() - now.getTime() + 1, longestTimeout);
    const timer = setTimeout(() => setChecks((count) => count + 1), wait);
    return () => clearTimeout(timer);
  }, [deadlines, formType, culture, navigate, localize, checks]);
}
