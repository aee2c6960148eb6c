/**
 * Page scroll lock for modal pop-ups (`prevent_scroll`): the root stops scrolling and keeps the
 * room its scrollbar took (`scrollbar-gutter: stable`, or padding where that is unsupported), so
 * nothing on the page moves sideways. Counted, so two locks release only when both are gone.
 * Set through the CSSOM (no style attribute text), which a strict CSP allows.
 */
let locks = 0;
let restore: (() => void) | null = null;

/** Locks scrolling of the page; returns the release (safe to call twice). */
export function lockPageScroll(doc: Document = document): () => void {
  if (locks++ === 0) {
    const html = doc.documentElement;
    const win = doc.defaultView ?? window;
    const gutter = win.innerWidth - html.clientWidth;
    const before = {
      overflow: html.style.getPropertyValue('overflow'),
      gutter: html.style.getPropertyValue('scrollbar-gutter'),
      padding: html.style.getPropertyValue('padding-right'),
    };
    const scrollTop = win.scrollY;
    const stable = typeof CSS !== 'undefined' && CSS.supports?.('scrollbar-gutter', 'stable');
    if (gutter > 0) {
      if (stable) html.style.setProperty('scrollbar-gutter', 'stable');
      else html.style.setProperty('padding-right', `${gutter}px`);
    }
    html.style.setProperty('overflow', 'hidden');
    html.setAttribute('data-eb-popup-scroll-lock', '');
    restore = () => {
      const put = (prop: string, value: string) => (value ? html.style.setProperty(prop, value) : html.style.removeProperty(prop));
      put('overflow', before.overflow);
      put('scrollbar-gutter', before.gutter);
      put('padding-right', before.padding);
      html.removeAttribute('data-eb-popup-scroll-lock');
      if (win.scrollY !== scrollTop) win.scrollTo({ top: scrollTop, behavior: 'instant' });
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) {
      restore?.();
      restore = null;
    }
  };
}
