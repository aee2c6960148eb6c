/**
 * Lazy-loaded backgrounds (spec section 9 "Forms": "Lazy-loading backgrounds use a 200px root
 * margin"). An element of the form's markup (an HTML field, the description, a confirmation) that
 * carries `data-bg="image URL"` gets that image as its background once it comes within the root
 * margin of the viewport: an IntersectionObserver with `rootMargin` (the caller passes
 * LAZY_BACKGROUND_ROOT_MARGIN), one load per element, then it is no longer watched. `data-bg` is the
 * attribute WordPress themes' lazy loaders (lazysizes' unveilhooks) use for backgrounds.
 *
 * The image is set through the CSSOM (`style.backgroundImage`), which a strict CSP
 * (`style-src 'self'`) allows; a `style="…"` attribute would be refused. Only http(s) URLs are
 * used (resolved against the page), so a `data-bg` cannot reach anything else through `url()`.
 * Elements added later (a new page, a confirmation) are picked up by a MutationObserver.
 */

/** The attribute that names an element's lazy background image. */
export const LAZY_BACKGROUND_ATTRIBUTE = 'data-bg';
/** Set on an element once its background image is set. */
export const LAZY_BACKGROUND_LOADED_ATTRIBUTE = 'data-bg-loaded';

/** The CSS `url()` of a background address, or null when it is not http(s). */
export function backgroundUrl(value: string, base: string): string | null {
  let u: URL;
  try {
    u = new URL(value.trim(), base);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  return `url("${u.href.replace(/["\\\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}

function load(el: HTMLElement): void {
  const url = backgroundUrl(el.getAttribute(LAZY_BACKGROUND_ATTRIBUTE) ?? '', el.baseURI);
  if (url) el.style.backgroundImage = url;
  el.setAttribute(LAZY_BACKGROUND_LOADED_ATTRIBUTE, '');
}

/**
 * Watches the `data-bg` elements under `root` (now and later) and sets each one's background when
 * it comes within `rootMargin` of the viewport. Without IntersectionObserver they load at once.
 * Returns the function that stops watching.
 */
export function observeLazyBackgrounds(root: ParentNode & Node, rootMargin: string): () => void {
  const selector = `[${LAZY_BACKGROUND_ATTRIBUTE}]:not([${LAZY_BACKGROUND_LOADED_ATTRIBUTE}])`;
  const io =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const e of entries) {
              if (!e.isIntersecting) continue;
              io!.unobserve(e.target);
              load(e.target as HTMLElement);
            }
          },
          { rootMargin },
        )
      : null;
  const watched = new WeakSet<Element>();
  const scan = (node: ParentNode) => {
    const found = [...node.querySelectorAll<HTMLElement>(selector)];
    if (node instanceof HTMLElement && node.matches(selector)) found.unshift(node);
    for (const el of found) {
      if (watched.has(el)) continue;
      watched.add(el);
      if (io) io.observe(el);
      else load(el);
    }
  };
  scan(root);
  const mo =
    typeof MutationObserver === 'function'
      ? new MutationObserver((records) => {
          for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1) scan(n as Element);
        })
      : null;
  mo?.observe(root, { childList: true, subtree: true });
  return () => {
    mo?.disconnect();
    io?.disconnect();
  };
}
