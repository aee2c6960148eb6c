/**
 * The backend's `version_hash` (Gravity Forms' JS honeypot value): made by the server and printed
 * into the form object it hands out (gform_get_config), never made up in the browser. Gravity Forms
 * uses `wp_hash()` of its version (the site's salts); this backend an HMAC of the form id with the
 * server's secret (SE_VERSION_HASH_SECRET, else a fixed demo value), 8 hex digits.
 */
import { createHmac } from 'node:crypto';

const SECRET = process.env.SE_VERSION_HASH_SECRET || 'site-elements-demo';

/** The version_hash the backend prints for a form and expects back. */
export function serverVersionHash(formId: number): string {
  return createHmac('sha256', SECRET).update(`gform-version-hash:${formId}`).digest('hex').slice(0, 8);
}
