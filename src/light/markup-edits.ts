/**
 * The light elements' one way to change the page's printed markup and put it back: every
 * attribute and class a light element sets on markup it did not make is remembered as it was first
 * found, and `restore()` (at teardown) puts each back as it was, so a removed element leaves the
 * markup as the server printed it.
 */
export interface MarkupEdits {
  /** Sets an attribute (`true`: present and empty; `false` or `null`: removed). */
  attr(el: Element, name: string, value: string | boolean | null): void;
  /** Adds (`on`) or removes a class. */
  cls(el: Element, name: string, on: boolean): void;
  /** Puts every attribute and class changed back as it was first found. */
  restore(): void;
}

export function markupEdits(): MarkupEdits {
  const attrs = new Map<Element, Map<string, string | null>>();
  const classes = new Map<Element, Map<string, boolean>>();
  return {
    attr(el, name, value) {
      const v = value === true ? '' : value === false ? null : value;
      let m = attrs.get(el);
      if (!m) attrs.set(el, (m = new Map()));
      if (!m.has(name)) m.set(name, el.getAttribute(name));
      if (v === null) el.removeAttribute(name);
      else if (el.getAttribute(name) !== v) el.setAttribute(name, v);
    },
    cls(el, name, on) {
      const had = el.classList.contains(name);
      if (had === on) return;
      let m = classes.get(el);
      if (!m) classes.set(el, (m = new Map()));
      if (!m.has(name)) m.set(name, had);
      el.classList.toggle(name, on);
    },
    restore() {
      for (const [el, m] of classes) for (const [n, had] of m) el.classList.toggle(n, had);
      for (const [el, m] of attrs) for (const [n, v] of m) v === null ? el.removeAttribute(n) : el.setAttribute(n, v);
      classes.clear();
      attrs.clear();
    },
  };
}
