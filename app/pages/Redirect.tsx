import { Redirect as RouterRedirect } from 'wouter';
import { useServerPage } from '../serverRendering/ServerPage.ts';

/**
 * Records where a page rendered on the server leads instead (the first redirect of a render wins,
 * as the browser's router would follow it first); null in the browser, where the router leads.
 */
export function useServerRedirect(): ((target: string) => void) | null {
  const page = useServerPage();
  return import.meta.env.SSR && page ? (target) => (page.redirect ??= target) : null;
}

/**
 * Sends the claimant to `to` in place of this page: the router's redirect in place of this page in the browser;
 * on the server, the redirect the page is answered with. The one way the app's routes send a
 * claimant elsewhere as a page renders (spec §2's redirects).
 */
export function Redirect({ to }: { to: string }) {
  const serverRedirect = useServerRedirect();
  if (import.meta.env.SSR && serverRedirect) {
    serverRedirect(to);
    return null;
  }
  return <RouterRedirect replace to={to} />;
}
