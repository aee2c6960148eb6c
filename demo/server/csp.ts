/** The demo pages' Content-Security-Policy: what a strict site would send (every HTML page gets it). */
export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; media-src 'self' data:; " +
  "connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";
