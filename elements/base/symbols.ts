/**
 * r2wc 2.1 keeps an element's state under global symbols (Symbol.for), which lets the lazy
 * loader turn a placeholder into a real element without re-running the constructor.
 * The queue symbol is shared with the loader (elements/site-elements.ts) by name only.
 */
export const R2WC_PROPS = Symbol.for('r2wc.props');
export const R2WC_RENDER = Symbol.for('r2wc.render');
export const R2WC_CONNECTED = Symbol.for('r2wc.connected');
export const R2WC_CONTEXT = Symbol.for('r2wc.context');
/** Method calls made before the widget mounted: [name, args][] */
export const CALL_QUEUE = Symbol.for('site-elements.queue');
/** The widget's imperative API once mounted. */
export const HANDLE = Symbol.for('site-elements.handle');
