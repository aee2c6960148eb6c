/**
 * The demo pages' Content-Security-Policy: the strict policy of issue 14, word for word. The iframe
 * submission method needs nothing more: its hidden frame and the page it posts to are same-origin
 * (`frame-src` falls back to `default-src 'self'`, `frame-ancestors 'self'` lets the answer sit in
 * that frame) and `form-action` is not restricted by `default-src`. tests/e2e/csp.spec.ts walks every
 * demo page and state under it and fails on any violation.
 */
export const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'";
