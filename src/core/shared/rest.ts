/**
 * WordPress REST URLs. A module of its own, not in ./settings.ts: the loop grid's lazily loaded
 * refresh code uses it, and a module the light elements' first chunk shares with a lazy chunk
 * becomes a separate file.
 */

/** Joins the REST root and a route (`ct-ultimate-gdpr/v1/cookie-popup`) without doubling slashes. */
export function restRoute(restUrl: string, route: string): string {
  const path = route.replace(/^\/+/, '');
  // Plain permalinks (`/?rest_route=/`): a route's own query continues the root's.
  return `${restUrl.replace(/\/+$/, '')}/${restUrl.includes('?') ? path.replace('?', '&') : path}`;
}
