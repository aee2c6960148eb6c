import type { SiteElementClass } from './create-element';

/** What each chunk (elements/<tag>.ts) exports: the loader calls `upgrade`, the classic build `define`. */
export interface ElementChunk {
  Element: SiteElementClass;
  upgrade(el: HTMLElement): void;
  define(): void;
}

/** Wraps an element class as a chunk; `define` is guarded so a second script load is harmless. */
export function chunkFor(Element: SiteElementClass): ElementChunk {
  return {
    Element,
    upgrade: (el) => Element.upgrade(el),
    define() {
      if (!customElements.get(Element.tagName)) customElements.define(Element.tagName, Element);
    },
  };
}
