/**
 * WooCommerce's cart events on `document.body` (reference 5.3), both ways:
 * - out: every cart change the shop tags make is told as a DOM CustomEvent of WooCommerce's name
 *   (bubbling, detail as below) and, when the page has jQuery, as the same jQuery event with
 *   WooCommerce's arguments, so analytics snippets and classic widgets keep working;
 * - in: a jQuery `added_to_cart` / `removed_from_cart` / `wc_fragments_refreshed` that we did not
 *   trigger (WooCommerce's own add-to-cart.js, a classic mini cart) makes the page's cart store read
 *   the cart again.
 *
 * The arguments are WooCommerce's: `adding_to_cart [$button, data]`, `added_to_cart` and
 * `removed_from_cart [fragments, cart_hash, $button]`. cart-fragments.js stores the `fragments`
 * argument with `JSON.stringify` in sessionStorage and reads it back on the next page: `undefined`
 * would be stored as the text "undefined" (JSON.parse throws there), so an empty object is passed:
 * it holds no `div.widget_shopping_cart_content`, and so the next page fetches fresh fragments.
 */
type JQ = ((el: unknown) => { trigger(name: string, args?: unknown[]): unknown; triggerHandler(name: string, args?: unknown[]): unknown; on(names: string, fn: (...a: unknown[]) => void): unknown; off(names: string, fn: (...a: unknown[]) => void): unknown }) & { event?: { triggered?: string | undefined } };

/** The page's jQuery, when it has one (WordPress: `window.jQuery`). */
export function pageJQuery(): JQ | null {
  const $ = (globalThis as unknown as { jQuery?: unknown }).jQuery;
  return typeof $ === 'function' ? ($ as JQ) : null;
}

let ours = 0;

/** The detail of our DOM events. */
export interface WcEventDetail {
  button?: Element | null;
  data?: Record<string, string | undefined>;
  cartHash?: string;
  /** Items in the cart after the change. */
  itemsCount?: number;
}

/**
 * Dispatches `name` on document.body (a DOM CustomEvent with `detail`; cancelable when asked)
 * and, with jQuery, triggers the jQuery event with `jqArgs(wrap)` (`wrap` makes a jQuery object of
 * an element). Returns false when a DOM listener called preventDefault or a jQuery handler
 * returned false (only asked for `should_send…`, through triggerHandler). Never throws.
 */
export function emitWc(name: string, detail: WcEventDetail, jqArgs: ((wrap: (el: unknown) => unknown) => unknown[]) | null, opts: { cancelable?: boolean; handlerOnly?: boolean } = {}): boolean {
  const body = document.body;
  if (!body) return true;
  let go = true;
  ours++;
  try {
    const $ = pageJQuery();
    const ev = new CustomEvent(name, { detail, bubbles: true, cancelable: opts.cancelable ?? false });
    // jQuery binds one native listener per event type it has handlers for, so the DOM event would
    // also run every jQuery handler of that name without WooCommerce's arguments (cart-fragments.js
    // would then store `undefined` as the fragments). jQuery's native listener skips the type named
    // in `jQuery.event.triggered` (how jQuery 1.9-4 keep their own native trigger from running
    // handlers twice): set while the DOM event is dispatched, the jQuery handlers run once, below.
    const jqEvent = $?.event;
    const before = jqEvent?.triggered;
    if (jqEvent) jqEvent.triggered = name;
    try {
      if (!body.dispatchEvent(ev)) go = false;
    } finally {
      if (jqEvent) jqEvent.triggered = before;
    }
    if ($ && jqArgs) {
      try {
        const args = jqArgs((el) => $(el));
        if (opts.handlerOnly) {
          if ($(body).triggerHandler(name, args) === false) go = false;
        } else $(body).trigger(name, args);
      } catch (e) {
        // a page handler's failure is the page's, not the cart's
        queueMicrotask(() => console.error(`[site-elements] a ${name} handler failed`, e));
      }
    }
  } finally {
    ours--;
  }
  return go;
}

/** True while we are triggering one of our own events (a listener can tell it from a classic widget's). */
export function emittingOwn(): boolean {
  return ours > 0;
}

const FOREIGN = 'added_to_cart removed_from_cart wc_fragments_refreshed';

/**
 * Calls `onChange` when the page's jQuery says another script changed the cart (not us). Returns
 * the function that stops listening; a page without jQuery has nothing to listen to.
 */
export function onForeignCartChange(onChange: () => void): () => void {
  const $ = pageJQuery();
  if (!$ || !document.body) return () => undefined;
  const handler = () => {
    if (!emittingOwn()) onChange();
  };
  try {
    $(document.body).on(FOREIGN, handler);
  } catch {
    return () => undefined;
  }
  return () => {
    try {
      $(document.body).off(FOREIGN, handler);
    } catch {
      // gone with the page's jQuery
    }
  };
}

const TOLD = new WeakSet<object>();

/**
 * Tells the page each time `store` read the cart (`wc_fragments_refreshed`, DOM and jQuery, as
 * cart-fragments.js does after its refresh). Once per store, however many tags ask.
 */
export function tellReads(store: { onRead(listener: () => void): () => void }): void {
  if (TOLD.has(store)) return;
  TOLD.add(store);
  store.onRead(() => void emitWc('wc_fragments_refreshed', {}, () => []));
}
