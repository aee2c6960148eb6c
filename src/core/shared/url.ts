/**
 * URL checks for config and server values that become an `href` or a `src` (the consent read-more
 * link, pop-up pictures and sounds, later widgets' redirect addresses). The scheme is read the way
 * a browser reads it (leading and trailing control characters and spaces dropped, tabs and line
 * breaks removed anywhere), so `" java\tscript:"` counts as javascript:. Pure.
 */

/** Schemes a link may use; anything else (javascript:, vbscript:, data:, file:, …) is refused. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
/** Schemes a picture, video or sound may use; data: only for raster images (never HTML or SVG). */
export const MEDIA_SCHEMES = ['http', 'https'] as const;
const SAFE_DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif)[;,]/i;

/** The URL as a browser's parser sees it before it looks for a scheme. */
function normalised(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

/** The URL's scheme in lower case, or null for a relative URL (`/x`, `x`, `#x`, `//host/x`). */
export function urlScheme(url: string): string | null {
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(normalised(url));
  return m ? m[1]!.toLowerCase() : null;
}

/** True for a relative URL or one with a scheme of {@link LINK_SCHEMES}. */
export function isSafeLinkUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === null || (LINK_SCHEMES as readonly string[]).includes(scheme);
}

/** True for a relative URL, http(s), or a data: URL of a raster image. */
export function isSafeMediaUrl(url: string): boolean {
  const scheme = urlScheme(url);
  if (scheme === null) return true;
  if (scheme === 'data') return SAFE_DATA_IMAGE.test(normalised(url));
  return (MEDIA_SCHEMES as readonly string[]).includes(scheme);
}
