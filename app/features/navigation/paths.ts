import { formTypeSegments } from '#pages-config/schema/names.ts';
import type { FormType } from '#pages-config/schema/page.ts';

/**
 * A path that keeps the claimant's language: `?culture=` is added when the active culture is not
 * the default, so a reload or a shared link opens in the same language.
 */
export function withCulture(path: string, culture: string | null, defaultCulture: string): string {
  if (!culture || culture === defaultCulture) return path;
  const [pathname = '', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  if (!params.has('culture')) params.set('culture', culture);
  return `${pathname}?${params.toString()}`;
}

/** Spec §2: a step that needs authorization, visited without it, redirects here with form and culture. */
export function sessionExpiredPath(formType: FormType, culture: string | null): string {
  const params = new URLSearchParams({ form: formTypeSegments[formType] });
  if (culture) params.set('culture', culture);
  return `/session-expired?${params.toString()}`;
}

/** A fallback route with the culture query only when a culture is active (spec §2). */
export function fallbackPath(route: '/page-not-found' | '/error' | '/deadline', culture: string | null): string {
  return culture ? `${route}?culture=${encodeURIComponent(culture)}` : route;
}
