// Shared by the client's router (app/Boot.tsx) and the server, which redirects such an address
// before rendering it (server/plugins/app/pages.ts).

const disallowedInQuery = /[^A-Za-z0-9_-]/g;

/**
 * Spec §2: query values keep only letters, digits, hyphen and underscore. Returns the cleaned query
 * (with its "?"), or null when nothing had to change.
 */
export function sanitizeQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  let changed = false;
  const cleaned = new URLSearchParams();
  for (const [name, value] of params) {
    const kept = value.replace(disallowedInQuery, '');
    if (kept !== value) changed = true;
    cleaned.append(name, kept);
  }
  if (!changed) return null;
  const text = cleaned.toString();
  return text ? `?${text}` : '';
}
