/**
 * One spelling for every request target, made before any hook sees it (Fastify's rewriteUrl). The
 * router decodes a path before it matches a route, so /%61pi/session-timeout reached the session
 * timeout route, while the hooks that decide on the session, the CSRF token and Cache-Control
 * tested the text as sent and let it through: a cross-site logout, a 500, a cacheable CSRF token.
 * Once every spelling of a path is rewritten to one, what the hooks test is what the router routes.
 *
 * The rewriting is RFC 3986's syntax-based normalisation (§6.2.2) and dot-segment removal
 * (§5.2.4), on the path only (what follows a `?` or a `#` is left as sent, as the router leaves it):
 * - absolute-form (`GET http://host/api/csrf HTTP/1.1`, RFC 9112 §3.2.2) becomes origin-form;
 * - percent-encoded unreserved characters (letters, digits, `-._~`) are decoded, and every other
 *   percent-encoding written in capitals. What stays encoded is what the router keeps encoded or
 *   decodes into characters no route and no hook test has, so decoding it again reveals nothing;
 * - runs of slashes become one (a choice of this server: no route has an empty segment);
 * - `.` and `..` segments are resolved, so /app/dist/../../api/csrf is /api/csrf.
 * A target that is none of these (`*`, junk) is left as sent, for the router to refuse.
 */

/** Characters RFC 3986 §2.3 calls unreserved: percent-encoding them changes nothing. */
const unreserved = /^[A-Za-z0-9\-._~]$/;

/** The request target's path and query in origin-form (RFC 9112 §3.2.1), or null when it has none. */
function originForm(target: string): string | null {
  if (target.startsWith('/')) return target;
  const scheme = target.slice(0, 8).toLowerCase();
  const authorityStart = scheme.startsWith('https://') ? 8 : scheme.startsWith('http://') ? 7 : -1;
  if (authorityStart < 0) return null;
  const rest = target.slice(authorityStart);
  const pathStart = rest.search(/[/?#]/);
  if (pathStart < 0) return '/';
  const tail = rest.slice(pathStart);
  return tail.startsWith('/') ? tail : `/${tail}`;
}

function decodedUnreserved(path: string): string {
  return path.replace(/%[0-9A-Fa-f]{2}/g, (encoded) => {
    const character = String.fromCharCode(Number.parseInt(encoded.slice(1), 16));
    return unreserved.test(character) ? character : encoded.toUpperCase();
  });
}

/** RFC 3986 §5.2.4 on a path that starts with a slash. */
function withoutDotSegments(path: string): string {
  const segments = path.split('/').slice(1);
  const kept: string[] = [];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') kept.pop();
      // A path ending in a dot segment names a folder: it keeps its trailing slash.
      if (last) kept.push('');
      return;
    }
    kept.push(segment);
  });
  return `/${kept.join('/')}`;
}

/** The request target every hook and the router see: see the module comment. */
export function normalisedRequestTarget(target: string): string {
  const origin = originForm(target);
  if (origin === null) return target;
  const pathEnd = origin.search(/[?#]/);
  const path = pathEnd < 0 ? origin : origin.slice(0, pathEnd);
  const rest = pathEnd < 0 ? '' : origin.slice(pathEnd);
  return withoutDotSegments(decodedUnreserved(path).replace(/\/{2,}/g, '/')) + rest;
}

/** Whether a (normalised) request target is the JSON API's: the session, CSRF and no-store hooks run for these. */
export function isApiTarget(target: string): boolean {
  return target.startsWith('/api/');
}
