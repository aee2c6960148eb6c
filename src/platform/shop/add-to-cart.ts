/**
 * Add to cart anywhere (issue 32): the page behaviour that upgrades WooCommerce's server-rendered
 * buttons `.add_to_cart_button.ajax_add_to_cart[data-product_id]` as WooCommerce's add-to-cart.js
 * (11.0.1) does, through the page's one cart store (./cart-store.ts: Store API `cart/add-item`,
 * adds one at a time, one repeat with the same idempotency key, the nonce repaired once):
 * - a click (or Space) on the button: `loading`, then `added` and `a.added_to_cart.wc-forward`
 *   after it (not on the cart page); the button's `data-success_message` in the polite live region
 *   `div.widget_shopping_cart_live_region[role=status]` after LIVE_REGION_DELAY_MS;
 * - `cart_redirect_after_add`: to the cart page instead;
 * - events on document.body (DOM and, with jQuery, jQuery: ./wc-events.ts):
 *   `should_send_ajax_request.adding_to_cart` (cancel: preventDefault, or a jQuery handler returning
 *   false; then `ajax_request_not_sent.adding_to_cart`), `adding_to_cart`, `added_to_cart`,
 *   `wc_cart_button_updated`;
 * - a refusal (out of stock, …) or no answer: the button leaves `loading` and a note says why after
 *   it (`.se-add-to-cart-error`, role=alert), in the page's language. WooCommerce's own script sends
 *   the visitor to the product page then; here the visitor stays where they were.
 * Differences, on purpose: a click on a button whose add is still running is ignored (a double
 * click adds one, not two); a click WooCommerce's own add-to-cart.js already took (it calls
 * preventDefault first, on body) is left to it, so a page with both never adds twice.
 * Without script the button is WooCommerce's link `?add-to-cart=ID`, which the server handles.
 */
import { readAddButton, readAddToCartPage, ADD_ERROR_CLASS, ADD_TO_CART_SELECTOR, ADDED_CLASS, AJAX_ADD_CLASS, LIVE_REGION_CLASS, LIVE_REGION_DELAY_MS, LOADING_CLASS, VIEW_CART_CLASS, WC_EVENTS } from '../../core/shop/add-to-cart';
import { resolveSettings, type PageSettings } from '../../core/shared/settings';
import { serverText } from '../../core/shop/text';
import { addToCartStrings, type AddToCartStrings } from '../../i18n/mini-cart';
import { pick } from '../../i18n/index';
import { storeErrorText } from '../../i18n/shop';
import { adoptSheet, sharedSheet } from '../adopt-styles';
import { readPageSettings } from '../page-settings';
import { pageCartStore, type CartStore } from './cart-store';
import { emitWc } from './wc-events';

/** Zero-specificity rules (`:where`), so a theme's own button styles win. */
const CSS = `
:where(.add_to_cart_button.${LOADING_CLASS}) { opacity: .6; cursor: progress; }
:where(.${ADD_ERROR_CLASS}) { display: block; margin-block: .35em; color: #b32d2e; font-size: .875em; }
:where(.${LIVE_REGION_CLASS}.se-sr-only) { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }
`;

export interface AddToCartOptions {
  /** Where `cart_redirect_after_add` goes (tests); default location.assign. */
  navigate?: (url: string) => void;
  /** The live region's delay (ms), LIVE_REGION_DELAY_MS unless a test says. */
  liveDelayMs?: number;
}

const STARTED = Symbol.for('site-elements.add-to-cart');

/** The page's shop settings: page settings (defaults when they are malformed). */
function settingsOf(doc: Document): PageSettings {
  const r = resolveSettings(readPageSettings(doc));
  return r.ok ? r.value : (resolveSettings(undefined) as { ok: true; value: PageSettings }).value;
}

/** A product name from the server's message (`… "Appeltaart" …`), for our own sentence. */
function nameFromMessage(message: string): string {
  return /["\u201c]([^"\u201d]{1,200})["\u201d]/.exec(message)?.[1] ?? '';
}

/** Starts the behaviour on `doc` (once per document); returns what stops it (tests). */
export function startAddToCart(doc: Document = document, opts: AddToCartOptions = {}): () => void {
  const holder = doc as Document & { [STARTED]?: () => void };
  if (holder[STARTED]) return holder[STARTED];
  const win = doc.defaultView ?? window;
  const settings = settingsOf(doc);
  const strings: AddToCartStrings = pick(addToCartStrings, settings.locale);
  const store: CartStore = pageCartStore({ restUrl: settings.restUrl, nonce: settings.storeApiNonce });
  const navigate = opts.navigate ?? ((url: string) => win.location.assign(url));
  const liveDelay = opts.liveDelayMs ?? LIVE_REGION_DELAY_MS;
  adoptSheet(doc, sharedSheet('add-to-cart', CSS));
  let liveTimer: ReturnType<typeof setTimeout> | undefined;

  const liveRegion = (): HTMLElement => {
    const found = doc.querySelector<HTMLElement>(`.${LIVE_REGION_CLASS}`);
    if (found) return found;
    const el = doc.createElement('div');
    el.className = `${LIVE_REGION_CLASS} screen-reader-text se-sr-only`;
    el.setAttribute('role', 'status');
    doc.body.append(el);
    return el;
  };

  const page = () => readAddToCartPage((win as unknown as { wc_add_to_cart_params?: unknown }).wc_add_to_cart_params, settings, win.location.pathname);

  const clearError = (button: Element) => {
    const next = button.nextElementSibling;
    if (next?.classList.contains(ADD_ERROR_CLASS)) next.remove();
    button.removeAttribute('aria-describedby');
  };

  const showError = (button: HTMLElement, text: string) => {
    clearError(button);
    const note = doc.createElement('span');
    note.className = ADD_ERROR_CLASS;
    note.setAttribute('role', 'alert');
    note.id = `se-add-error-${Math.random().toString(36).slice(2, 10)}`;
    note.textContent = text;
    button.after(note);
    button.setAttribute('aria-describedby', note.id);
  };

  const done = (button: HTMLElement) => {
    button.classList.remove(LOADING_CLASS);
    button.removeAttribute('aria-busy');
  };

  const onClick = async (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0) return;
    const target = e.target instanceof Element ? e.target : null;
    const button = target?.closest<HTMLElement>(ADD_TO_CART_SELECTOR);
    if (!button || !button.classList.contains(AJAX_ADD_CLASS)) return;
    const request = readAddButton(button.dataset);
    if (!request) return; // no product id: the link is followed, as add-to-cart.js does
    e.preventDefault();
    if (button.classList.contains(LOADING_CLASS)) return;
    const region = liveRegion();
    clearTimeout(liveTimer);
    region.textContent = '';
    region.removeAttribute('aria-relevant');
    clearError(button);
    button.classList.remove(ADDED_CLASS);
    button.classList.add(LOADING_CLASS);
    button.setAttribute('aria-busy', 'true');

    if (!emitWc(WC_EVENTS.shouldSend, { button }, (w) => [w(button)], { cancelable: true, handlerOnly: true })) {
      emitWc(WC_EVENTS.notSent, { button }, (w) => [false, false, w(button)]);
      done(button);
      return;
    }
    const data: Record<string, string | undefined> = { ...button.dataset };
    emitWc(WC_EVENTS.adding, { button, data }, (w) => [w(button), data]);

    const result = await store.add(request);
    const where = page();
    if (!result.ok) {
      done(button);
      const error = result.error!;
      const name = nameFromMessage(error.message) || serverText(button.closest('.product, .e-loop-item, li')?.querySelector('h2, h3, .woocommerce-loop-product__title')?.textContent ?? '');
      showError(button, storeErrorText(strings, error, { name }));
      return;
    }
    if (where.redirectAfterAdd) {
      // As add-to-cart.js: straight to the cart, no added_to_cart event.
      navigate(where.cartUrl);
      return;
    }
    done(button);
    button.classList.add(ADDED_CLASS);
    if (!where.isCart && !button.parentElement?.querySelector('.added_to_cart')) {
      const a = doc.createElement('a');
      a.href = where.cartUrl;
      a.className = VIEW_CART_CLASS;
      const text = where.viewCartText ?? strings['shop.add.viewCart'];
      a.title = text;
      a.textContent = text;
      button.after(a);
    }
    const cartHash = store.api.cartHash;
    const itemsCount = result.cart?.items_count ?? 0;
    emitWc(WC_EVENTS.added, { button, cartHash, itemsCount }, (w) => [{}, cartHash, w(button)]);
    emitWc(WC_EVENTS.buttonUpdated, { button }, (w) => [w(button)]);
    const message = serverText(button.dataset.success_message ?? '') || strings['shop.add.added'];
    liveTimer = setTimeout(() => {
      region.textContent = message;
      region.setAttribute('aria-relevant', 'all');
    }, liveDelay);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== ' ' || e.defaultPrevented) return;
    const target = e.target instanceof Element ? e.target : null;
    if (!target?.matches(ADD_TO_CART_SELECTOR)) return;
    e.preventDefault();
    (target as HTMLElement).click();
  };

  const click = (e: Event) => void onClick(e as MouseEvent).catch((err: unknown) => console.error('[site-elements] add to cart failed', err));
  // On the document, bubbling: after WooCommerce's own delegated handler on body (see above).
  doc.addEventListener('click', click);
  doc.addEventListener('keydown', onKeyDown);
  const stop = () => {
    doc.removeEventListener('click', click);
    doc.removeEventListener('keydown', onKeyDown);
    clearTimeout(liveTimer);
    delete holder[STARTED];
  };
  holder[STARTED] = stop;
  return stop;
}
