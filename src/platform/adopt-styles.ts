/**
 * One constructable stylesheet per element type, adopted into each shadow root. No <style>
 * elements are injected, so a strict Content-Security-Policy (no 'unsafe-inline') is fine.
 */
const sheets = new Map<string, CSSStyleSheet>();

/** Returns the shared sheet for `key`, building it once from `cssText`. */
export function sharedSheet(key: string, cssText: string): CSSStyleSheet {
  let sheet = sheets.get(key);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(key, sheet);
  }
  return sheet;
}

/**
 * Adopts `sheet` into `root` once, keeping whatever else is adopted there. A document is a root
 * too: the light elements style the page's own markup (their light DOM) from a document sheet.
 */
export function adoptSheet(root: DocumentOrShadowRoot, sheet: CSSStyleSheet): void {
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
