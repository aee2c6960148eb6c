/**
 * <wc-cart>'s widget: the cart page as WooCommerce's Cart block / Elementor's Cart widget offers it
 * (issue 32; reference 5.5, 5.8), on the page's one cart store (src/platform/shop/cart-store.ts):
 * items with image, name (text), unit price and line total; quantities typed or stepped within the
 * item's `quantity_limits`, sent after Elementor's `update_cart_automatically` pause; remove with
 * undo; coupons; shipping rates; optional cross-sells; totals as the API gives them; Elementor's
 * sticky summary column; an empty state. The rules are in src/core/shop/cart-page.ts.
 *
 * Every write goes through the store (so every cart tag on the page shows the same answer); a
 * call's error is shown where it belongs (src/core/shop/errors.ts): on its item, on the coupon
 * field, on the shipping rates, or for the whole cart with a retry when no usable answer came.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { CartItem, CrossSell } from '../../core/shop/cart';
import {
  cartWidgetSettings,
  createDebouncer,
  offersRetry,
  placeOfError,
  readQuantityDraft,
  stepQuantity,
  totalsRows,
  undoRequest,
  UPDATE_CART_AUTOMATICALLY_DELAY_MS,
  type Removed,
  type WcCartConfig,
} from '../../core/shop/cart-page';
import type { StoreError } from '../../core/shop/errors';
import { format } from '../../i18n';
import { storeErrorText } from '../../i18n/shop';
import type { WcCartStrings } from '../../i18n/wccart';
import { pageCartStore } from '../../platform/shop/cart-store';
import type { WidgetProps } from '../context';
import { partSelector, SUMMARY_PARTS } from '../shop/parts';
import { Coupons, Shipping, Totals } from '../shop/summary';
import { useCouponsAndShipping } from '../shop/use-coupons-and-shipping';
import { CrossSells } from './cross-sells';
import { Item } from './item';
import { ShippingCalculator } from './shipping-calculator';
import css from './wc-cart.css';
import { readDataSettings } from './elementor-settings';
import { CART_PARTS as P } from './parts';

export const wcCartStyles = css;

interface CartLevelError {
  text: string;
  retry?: () => void;
}

export function WcCartWidget({ ctx }: WidgetProps<WcCartConfig, WcCartStrings>) {
  const { host, strings: s, config } = ctx;
  const store = useMemo(() => pageCartStore({ restUrl: ctx.settings.restUrl, nonce: config.nonce || ctx.settings.storeApiNonce || undefined }), [ctx.settings.restUrl, config.nonce, ctx.settings.storeApiNonce]);
  const snap = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const options = useMemo(() => cartWidgetSettings(config, readDataSettings(host)), [config, host]);
  const cart = snap.cart;

  const [drafts, setDraftState] = useState<Record<string, string>>({});
  /** The drafts as of now (two clicks in one task see each other's step). */
  const draftsRef = useRef(drafts);
  const setDraft = useCallback((key: string, text: string | undefined) => {
    const { [key]: _old, ...rest } = draftsRef.current;
    draftsRef.current = text === undefined ? rest : { ...rest, [key]: text };
    setDraftState(draftsRef.current);
  }, []);
  const draftVersion = useRef<Record<string, number>>({});
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<Record<string, 'update' | 'remove'>>({});
  /** Calls on their way, by what they change: a second click while one is out does nothing. */
  const inFlight = useRef(new Set<string>());
  /** True (and marked) when no call `id` is out. */
  const claim = (id: string) => {
    if (inFlight.current.has(id)) return false;
    inFlight.current.add(id);
    return true;
  };
  const release = (id: string) => inFlight.current.delete(id);
  const [cartError, setCartError] = useState<CartLevelError | null>(null);
  const [removed, setRemoved] = useState<Removed | null>(null);
  const [undoBusy, setUndoBusy] = useState(false);
  const [adding, setAdding] = useState<number | null>(null);
  const [live, setLive] = useState('');
  /** Where focus goes once it is rendered (the undo button after a removal); the heading if it never comes. */
  const focusNext = useRef<{ find: () => HTMLElement | null; renders: number } | null>(null);
  const focusWhenThere = (find: () => HTMLElement | null) => (focusNext.current = { find, renders: 0 });
  const latestCart = useRef(cart);
  latestCart.current = cart;

  const debouncer = useMemo(() => createDebouncer(UPDATE_CART_AUTOMATICALLY_DELAY_MS, { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) }), []);
  useEffect(() => () => debouncer.dispose(), [debouncer]);

  useEffect(() => {
    void store.load();
  }, [store]);

  // The sticky column's offset, as a custom property set through the CSSOM (no style attribute: CSP).
  useLayoutEffect(() => {
    host.style.setProperty('--wc-cart-sticky-top', `${options.stickyOffset}px`);
  }, [host, options.stickyOffset]);

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    const target = next.find() ?? (++next.renders > 2 ? ctx.root.querySelector<HTMLElement>(partSelector(P.heading)) : null);
    if (target) {
      focusNext.current = null;
      target.focus();
    }
  });

  /** Tells a screen reader (a polite live region; the same text twice is still announced). */
  const announce = useCallback((text: string) => setLive((old) => (old === text ? `${text}\u00a0` : text)), []);

  const errorText = useCallback((error: StoreError, vars: { name?: string; code?: string } = {}) => storeErrorText(s, error, vars), [s]);

  // Coupons and shipping (../shop/use-coupons-and-shipping.ts, shared with <wc-checkout>): a failed
  // call's error goes where placeOfError says, with a retry when the cart-level error offers one.
  const { couponProps, shippingProps, setCouponError, setShippingError } = useCouponsAndShipping({
    store,
    s,
    announce,
    focusCouponField: () => focusWhenThere(() => ctx.root.querySelector<HTMLElement>(partSelector(SUMMARY_PARTS.couponInput))),
    onCall: () => setCartError(null),
    onError: (error, where) => place(error, where),
    rateLock: 'each',
  });

  /** Shows a failed call's error where it belongs; `item` is the item the call was about. */
  const place = useCallback(
    (error: StoreError, where: { item?: CartItem; code?: string; retry?: () => void }) => {
      const at = placeOfError(error);
      const stillThere = where.item && latestCart.current?.items.some((i) => i.key === where.item!.key);
      if (at === 'item' && where.item && stillThere) {
        setItemErrors((e) => ({ ...e, [where.item!.key]: errorText(error, { name: where.item!.name }) }));
      } else if (at === 'coupon') {
        setCouponError(errorText(error, { code: where.code ?? '' }));
      } else if (at === 'shipping') {
        setShippingError(errorText(error));
      } else {
        setCartError({ text: errorText(error, where.item ? { name: where.item.name } : {}), ...(offersRetry(error) && where.retry ? { retry: where.retry } : {}) });
      }
      announce(errorText(error, { ...(where.item ? { name: where.item.name } : {}), code: where.code ?? '' }));
    },
    [announce, errorText, setCouponError, setShippingError],
  );

  const clearItemError = (key: string) =>
    setItemErrors((e) => {
      if (!(key in e)) return e;
      const { [key]: _gone, ...rest } = e;
      return rest;
    });

  const setItemBusy = (key: string, what: 'update' | 'remove' | null) =>
    setBusy((b) => {
      const next = { ...b };
      if (what) next[key] = what;
      else delete next[key];
      return next;
    });

  // ---- quantities -------------------------------------------------------------------------------

  const sendQuantity = useCallback(
    async (item: CartItem, quantity: number, version: number) => {
      setItemBusy(item.key, 'update');
      setCartError(null);
      const r = await store.updateItem(item.key, quantity);
      setItemBusy(item.key, null);
      const unchanged = draftVersion.current[item.key] === version;
      if (unchanged)
        setDraft(item.key, undefined);
      if (r.ok) {
        clearItemError(item.key);
        announce(s['cart.updated']);
      } else place(r.error, { item, retry: () => void sendQuantity(item, quantity, draftVersion.current[item.key] ?? 0) });
    },
    [store, announce, place, s],
  );

  /** The field's text changed (typed or stepped): sent after the pause, or at once with `now`. */
  const editQuantity = (item: CartItem, text: string, now = false) => {
    const version = (draftVersion.current[item.key] ?? 0) + 1;
    draftVersion.current[item.key] = version;
    setDraft(item.key, text);
    clearItemError(item.key);
    const run = () => {
      const current = latestCart.current?.items.find((i) => i.key === item.key) ?? item;
      const draft = readQuantityDraft(text, current.quantity, current.quantity_limits);
      if (draft.kind === 'incomplete') return;
      if (draft.kind === 'same') {
        setDraft(item.key, undefined);
        return;
      }
      if (draft.adjusted) {
        setDraft(item.key, String(draft.quantity));
        announce(format(s['cart.adjusted'], { n: draft.quantity }));
      }
      void sendQuantity(current, draft.quantity, version);
    };
    if (!options.autoUpdate && !now) {
      debouncer.cancel(item.key);
      pendingManual.current.set(item.key, run);
      return;
    }
    debouncer.schedule(item.key, run);
    if (now) debouncer.flush(item.key);
  };
  const pendingManual = useRef(new Map<string, () => void>());

  const shownQuantity = (item: CartItem) => draftsRef.current[item.key] ?? String(item.quantity);

  const step = (item: CartItem, direction: 1 | -1) => {
    const draft = readQuantityDraft(shownQuantity(item), item.quantity, item.quantity_limits);
    const base = draft.kind === 'incomplete' ? item.quantity : draft.quantity;
    editQuantity(item, String(stepQuantity(base, direction, item.quantity_limits)));
  };

  /** Leaving a field with text that is no number: the cart's quantity comes back. */
  const blurQuantity = (item: CartItem) => {
    const text = draftsRef.current[item.key];
    if (text === undefined) return;
    if (readQuantityDraft(text, item.quantity, item.quantity_limits).kind === 'incomplete') {
      debouncer.cancel(item.key);
      setDraft(item.key, undefined);
    }
  };

  const updateAll = () => {
    for (const run of pendingManual.current.values()) run();
    pendingManual.current.clear();
    debouncer.flushAll();
  };

  // ---- remove and undo --------------------------------------------------------------------------

  const remove = useCallback(
    async (item: CartItem) => {
      if (!claim(`remove:${item.key}`)) return;
      debouncer.cancel(item.key);
      pendingManual.current.delete(item.key);
      setItemBusy(item.key, 'remove');
      setCartError(null);
      const r = await store.removeItem(item.key);
      release(`remove:${item.key}`);
      setItemBusy(item.key, null);
      if (r.ok) {
        setDraft(item.key, undefined);
        clearItemError(item.key);
        setRemoved(undoRequest(item));
        announce(format(s['cart.removedUndo'], { name: item.name }));
        focusWhenThere(() => ctx.root.querySelector<HTMLElement>(partSelector(P.undo)));
      } else place(r.error, { item, retry: () => void remove(item) });
    },
    [store, debouncer, announce, place, s, ctx.root],
  );

  const undo = useCallback(async () => {
    if (!removed || !claim('undo')) return;
    setUndoBusy(true);
    setCartError(null);
    const r = await store.add({ id: removed.id, quantity: removed.quantity, ...(removed.variation.length ? { variation: removed.variation } : {}) });
    setUndoBusy(false);
    release('undo');
    if (r.ok) {
      setRemoved(null);
      announce(format(s['cart.restored'], { name: removed.name }));
      const id = removed.id;
      focusWhenThere(() => {
        const key = latestCart.current?.items.find((i) => i.id === id)?.key;
        return key ? ctx.root.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"] input, [data-key="${CSS.escape(key)}"] ${partSelector(P.remove)}`) : null;
      });
    } else if (r.error) {
      const err = r.error;
      if (placeOfError(err) === 'item') setCartError({ text: errorText(err, { name: removed.name }) });
      else setCartError({ text: errorText(err, { name: removed.name }), ...(offersRetry(err) ? { retry: () => void undo() } : {}) });
      announce(errorText(err, { name: removed.name }));
    }
  }, [removed, store, announce, s, ctx.root, errorText]);

  // ---- cross-sells ------------------------------------------------------------------------------

  const addCrossSell = async (p: CrossSell) => {
    if (!claim(`add:${p.id}`)) return;
    setAdding(p.id);
    setCartError(null);
    const r = await store.add({ id: p.id, quantity: 1 });
    release(`add:${p.id}`);
    setAdding(null);
    if (r.ok) announce(format(s['cart.crossSellAdded'], { name: p.name }));
    else if (r.error) {
      setCartError({ text: errorText(r.error, { name: p.name }) });
      announce(errorText(r.error, { name: p.name }));
    }
  };

  // ---- render -----------------------------------------------------------------------------------

  const loading = !cart && (snap.status === 'loading' || snap.status === 'idle');
  const working = snap.pending > 0 || loading;
  const loadFailed = !cart && snap.status === 'error';
  const shownError: CartLevelError | null = cartError ?? (loadFailed && snap.error ? { text: errorText(snap.error), retry: () => void store.refresh() } : null);

  return (
    <div part={P.cart} className={`cart${options.sticky ? ' cart--sticky' : ''}`} aria-busy={working ? 'true' : 'false'} aria-labelledby="wc-cart-heading">
      <h2 part={P.heading} id="wc-cart-heading" className="se-sr-only" tabIndex={-1}>
        {s['cart.title']}
      </h2>
      <div part={P.status} className="se-sr-only" role="status" aria-live="polite">
        {live}
      </div>
      {shownError && (
        <div part={P.error} className="notice notice--error" role="alert">
          <p>{shownError.text}</p>
          {shownError.retry && (
            <button type="button" part={P.retry} className="button button--secondary" onClick={shownError.retry}>
              {s['cart.retry']}
            </button>
          )}
        </div>
      )}
      {removed && (
        <div part={P.undoNotice} className="notice">
          <p>{format(s['cart.removed'], { name: removed.name })}</p>
          <button type="button" part={P.undo} className="button button--link" aria-busy={undoBusy ? 'true' : 'false'} aria-disabled={undoBusy ? 'true' : undefined} onClick={() => void undo()}>
            {s['cart.undo']}
          </button>
        </div>
      )}
      {loading && (
        <p part={P.loading} className="loading">
          {s['cart.loading']}
        </p>
      )}
      {cart && cart.items.length === 0 && (
        <div part={P.empty} className="empty">
          <p className="empty__title">{s['cart.empty']}</p>
          <p>{s['cart.emptyHint']}</p>
          <a part={P.shopLink} className="button" href={config.shopUrl}>
            {s['cart.backToShop']}
          </a>
        </div>
      )}
      {cart && cart.items.length > 0 && (
        <div className="layout">
          <section className="items" aria-label={s['cart.items']}>
            <ul part={P.items} className="item-list">
              {cart.items.map((item) => (
                <Item
                  key={item.key}
                  item={item}
                  s={s}
                  quantity={shownQuantity(item)}
                  busy={busy[item.key]}
                  error={itemErrors[item.key]}
                  onEdit={(t) => editQuantity(item, t)}
                  onCommit={() => editQuantity(item, shownQuantity(item), true)}
                  onStep={(d) => step(item, d)}
                  onBlur={() => blurQuantity(item)}
                  onRemove={() => void remove(item)}
                  taxDisplay={config.taxDisplay}
                />
              ))}
            </ul>
            {!options.autoUpdate && (
              <button type="button" part={P.update} className="button button--secondary" onClick={updateAll}>
                {s['cart.update']}
              </button>
            )}
            {config.crossSells && cart.cross_sells.length > 0 && <CrossSells products={cart.cross_sells} s={s} adding={adding} onAdd={(p) => void addCrossSell(p)} />}
          </section>
          <aside part={P.summary} className="summary" aria-label={s['cart.summary']}>
            <div className="summary__inner">
              <h3 className="summary__title">{s['cart.summary']}</h3>
              <Coupons cart={cart} s={s} {...couponProps} />
              {cart.needs_shipping && cart.shipping_rates.length > 0 && <Shipping packages={cart.shipping_rates} s={s} taxDisplay={config.taxDisplay} {...shippingProps} />}
              {cart.needs_shipping && config.shippingCalculator && <ShippingCalculator cart={cart} store={store} s={s} countries={config.countries} locale={ctx.settings.locale} announce={announce} />}
              <Totals cart={cart} s={s} rows={totalsRows(cart, config.taxDisplay)} />
              {config.checkoutUrl && (
                <a part={P.checkout} className="button button--primary button--wide" href={config.checkoutUrl} aria-disabled={working ? 'true' : undefined}>
                  {s['cart.checkout']}
                </a>
              )}
            </div>
          </aside>
        </div>
      )}
    </div>
  );
}
