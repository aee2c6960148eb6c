/**
 * The loader's placeholder class. It is registered for every tag at once; the first connected
 * instance asks `load` for the tag's chunk, whose `upgrade` turns each placeholder into the real
 * element (same node: references, attributes, properties and queued method calls are kept).
 */
import { toAttribute, type TagDefinition } from './tags';

const QUEUE = Symbol.for('site-elements.queue');

export interface Upgrader {
  upgrade(el: HTMLElement): void;
}

/** Defines `tag` with a placeholder unless the tag is already defined (a second script load). */
export function definePlaceholder(tag: string, def: TagDefinition, load: (tag: string) => Promise<Upgrader>): void {
  if (customElements.get(tag)) return;

  class Placeholder extends HTMLElement {
    static observedAttributes = Object.keys(def.props).map(toAttribute);

    constructor() {
      super();
      // An empty shadow root hides light-DOM content (popup bodies, config) until the upgrade.
      // A light element's content is the page's own markup (a nav, a grid): it stays visible.
      // So is the printed form an <eb-form> enhances (its shadow root, made at the upgrade, slots it).
      if (!def.light && !def.enhances && !this.shadowRoot) this.attachShadow({ mode: 'open' });
    }

    // The registry captured these callbacks at define time. After the upgrade the element's
    // prototype is the real class, so each one hands over to the real method.
    connectedCallback(): void {
      if (this.connectedCallback !== Placeholder.prototype.connectedCallback) return this.connectedCallback();
      load(tag)
        .then((chunk) => {
          if (Object.getPrototypeOf(this) === Placeholder.prototype) chunk.upgrade(this);
        })
        .catch((e: unknown) => {
          if (!(e instanceof Error && e.name === 'ChunkLoadError')) console.error(`[${tag}] upgrade failed`, e);
          this.setAttribute('data-error', 'chunk');
        });
    }

    disconnectedCallback(): void {
      if (this.disconnectedCallback !== Placeholder.prototype.disconnectedCallback) this.disconnectedCallback();
    }

    attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      if (this.attributeChangedCallback !== Placeholder.prototype.attributeChangedCallback) this.attributeChangedCallback(name, old, value);
    }
  }

  for (const m of def.methods ?? []) {
    Object.defineProperty(Placeholder.prototype, m, {
      configurable: true,
      writable: true,
      value(this: Record<symbol, unknown[][]>, ...args: unknown[]) {
        (this[QUEUE] ??= []).push([m, args]);
      },
    });
  }
  customElements.define(tag, Placeholder);
}
