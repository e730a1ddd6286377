import type { ReactNode } from 'react';
import { parse } from 'regexparam';
import { matchRoute, useLocation, useSearch } from 'wouter';

// The app's routing is wouter's (2 kB against react-router's 13 on the start page, which has a
// JavaScript budget): the browser's address, its history and links, and on the server an address
// given to <Router ssrPath>. Routes are a list read in order, the first match wins, and its
// element renders in one place, so moving between two steps keeps their StepRoute mounted.

/** A route: an address pattern (`/claimant-info`, `/:culture/*?`, `*`) and what it shows. */
export interface AppRoute {
  path: string;
  element: ReactNode;
}

/** Whether `pathname` is an address of `path` (case-insensitive, a trailing slash allowed). */
export function matchesPath(path: string, pathname: string): boolean {
  return matchRoute(parse, path, pathname)[0];
}

/** The element of the first route whose pattern matches the page's address, or null. */
export function useMatchedRoute(routes: readonly AppRoute[]): ReactNode {
  const [pathname] = useLocation();
  return routes.find((route) => matchesPath(route.path, pathname))?.element ?? null;
}

/** The page's address: path, query (with its `?`, or empty) and fragment (only the browser has one). */
export function useAddress(): { pathname: string; search: string; hash: string } {
  const [pathname] = useLocation();
  const query = useSearch();
  const hash = import.meta.env.SSR ? '' : window.location.hash;
  return { pathname, search: query ? `?${query}` : '', hash };
}

/** Goes to `to` in the app (a path and query), adding to the history or, with `replace`, in place of this page. */
export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  return navigate;
}
