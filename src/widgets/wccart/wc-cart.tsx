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
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import type { CartItem, CrossSell, ShippingPackage } from '../../core/shop/cart';
import {
  canStep,
  cartWidgetSettings,
  createDebouncer,
  offersRetry,
  placeOfError,
  readQuantityDraft,
  shownAmount,
  stepQuantity,
  totalsRows,
  undoRequest,
  UPDATE_CART_AUTOMATICALLY_DELAY_MS,
  type Removed,
  type WcCartConfig,
} from '../../core/shop/cart-page';
import type { StoreError } from '../../core/shop/errors';
import { formatPrice } from '../../core/shop/money';
import { format } from '../../i18n';
import { storeErrorText } from '../../i18n/shop';
import type { WcCartStrings } from '../../i18n/wccart';
import { pageCartStore } from '../../platform/shop/cart-store';
import type { CartResult } from '../../platform/shop/store-api';
import type { WidgetProps } from '../context';
import { Coupons, Shipping, Totals } from '../shop/summary';
import css from './wc-cart.css';

export const wcCartStyles = css;

/** Elementor's Cart widget wrapper the element may hold (its data-settings are read). */
const ELEMENTOR_CART = '.elementor-widget-woocommerce-cart[data-settings]';

interface CartLevelError {
  text: string;
  retry?: () => void;
}

function readDataSettings(host: HTMLElement): unknown {
  const el = host.matches(ELEMENTOR_CART) ? host : host.querySelector(ELEMENTOR_CART);
  const raw = el?.getAttribute('data-settings');
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
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
  const [couponText, setCouponText] = useState('');
  const couponField = useRef<HTMLInputElement>(null);
  const [couponError, setCouponError] = useState('');
  const [couponNote, setCouponNote] = useState('');
  const [couponBusy, setCouponBusy] = useState<string | null>(null);
  const [shippingError, setShippingError] = useState('');
  const [shippingBusy, setShippingBusy] = useState<string | null>(null);
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
    const target = next.find() ?? (++next.renders > 2 ? ctx.root.querySelector<HTMLElement>('[part~="heading"]') : null);
    if (target) {
      focusNext.current = null;
      target.focus();
    }
  });

  /** Tells a screen reader (a polite live region; the same text twice is still announced). */
  const announce = useCallback((text: string) => setLive((old) => (old === text ? `${text}\u00a0` : text)), []);

  const errorText = useCallback((error: StoreError, vars: { name?: string; code?: string } = {}) => storeErrorText(s, error, vars), [s]);

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
    [announce, errorText],
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
        focusWhenThere(() => ctx.root.querySelector<HTMLElement>('[part~="undo"]'));
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
        return key ? ctx.root.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"] input, [data-key="${CSS.escape(key)}"] [part~="remove"]`) : null;
      });
    } else if (r.error) {
      const err = r.error;
      if (placeOfError(err) === 'item') setCartError({ text: errorText(err, { name: removed.name }) });
      else setCartError({ text: errorText(err, { name: removed.name }), ...(offersRetry(err) ? { retry: () => void undo() } : {}) });
      announce(errorText(err, { name: removed.name }));
    }
  }, [removed, store, announce, s, ctx.root, errorText]);

  // ---- coupons ----------------------------------------------------------------------------------

  const applyCoupon = async (e?: FormEvent) => {
    e?.preventDefault();
    // The field's own value: a submit right after typing may come before the state has it (preact).
    const code = (couponField.current?.value ?? couponText).trim();
    if (inFlight.current.has('coupon')) return;
    setCouponNote('');
    if (!code) {
      setCouponError(s['cart.coupon.emptyCode']);
      return;
    }
    claim('coupon');
    setCouponError('');
    setCouponBusy(code);
    setCartError(null);
    const r = await store.applyCoupon(code);
    release('coupon');
    setCouponBusy(null);
    if (r.ok) {
      setCouponText('');
      const note = format(s['cart.coupon.applied'], { code: code.toUpperCase() });
      setCouponNote(note);
      announce(note);
    } else place(r.error, { code: code.toUpperCase(), retry: () => void applyCoupon() });
  };

  const removeCoupon = async (code: string) => {
    if (!claim('coupon')) return;
    setCouponBusy(code);
    setCouponError('');
    setCouponNote('');
    setCartError(null);
    const r = await store.removeCoupon(code);
    release('coupon');
    setCouponBusy(null);
    if (r.ok) {
      const note = format(s['cart.coupon.removed'], { code: code.toUpperCase() });
      setCouponNote(note);
      announce(note);
      focusWhenThere(() => ctx.root.querySelector<HTMLElement>('[part~="coupon-input"]'));
    } else place(r.error, { code: code.toUpperCase(), retry: () => void removeCoupon(code) });
  };

  // ---- shipping ---------------------------------------------------------------------------------

  const selectRate = async (pkg: ShippingPackage, rateId: string, name: string) => {
    if (!claim(`rate:${rateId}`)) return;
    setShippingBusy(rateId);
    setShippingError('');
    setCartError(null);
    const r: CartResult = await store.selectShippingRate(rateId, pkg.package_id);
    release(`rate:${rateId}`);
    setShippingBusy(null);
    if (r.ok) announce(format(s['cart.shipping.selected'], { rate: name }));
    else place(r.error, { retry: () => void selectRate(pkg, rateId, name) });
  };

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
    <div part="cart" className={`cart${options.sticky ? ' cart--sticky' : ''}`} aria-busy={working ? 'true' : 'false'} aria-labelledby="wc-cart-heading">
      <h2 part="heading" id="wc-cart-heading" className="se-sr-only" tabIndex={-1}>
        {s['cart.title']}
      </h2>
      <div part="status" className="se-sr-only" role="status" aria-live="polite">
        {live}
      </div>
      {shownError && (
        <div part="error" className="notice notice--error" role="alert">
          <p>{shownError.text}</p>
          {shownError.retry && (
            <button type="button" part="retry" className="button button--secondary" onClick={shownError.retry}>
              {s['cart.retry']}
            </button>
          )}
        </div>
      )}
      {removed && (
        <div part="undo-notice" className="notice">
          <p>{format(s['cart.removed'], { name: removed.name })}</p>
          <button type="button" part="undo" className="button button--link" aria-busy={undoBusy ? 'true' : 'false'} aria-disabled={undoBusy ? 'true' : undefined} onClick={() => void undo()}>
            {s['cart.undo']}
          </button>
        </div>
      )}
      {loading && (
        <p part="loading" className="loading">
          {s['cart.loading']}
        </p>
      )}
      {cart && cart.items.length === 0 && (
        <div part="empty" className="empty">
          <p className="empty__title">{s['cart.empty']}</p>
          <p>{s['cart.emptyHint']}</p>
          <a part="shop-link" className="button" href={config.shopUrl}>
            {s['cart.backToShop']}
          </a>
        </div>
      )}
      {cart && cart.items.length > 0 && (
        <div className="layout">
          <section className="items" aria-label={s['cart.items']}>
            <ul part="items" className="item-list">
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
              <button type="button" part="update" className="button button--secondary" onClick={updateAll}>
                {s['cart.update']}
              </button>
            )}
            {config.crossSells && cart.cross_sells.length > 0 && <CrossSells products={cart.cross_sells} s={s} adding={adding} onAdd={(p) => void addCrossSell(p)} />}
          </section>
          <aside part="summary" className="summary" aria-label={s['cart.summary']}>
            <div className="summary__inner">
              <h3 className="summary__title">{s['cart.summary']}</h3>
              <Coupons
                cart={cart}
                s={s}
                text={couponText}
                error={couponError}
                note={couponNote}
                busy={couponBusy}
                onText={(t) => {
                  setCouponText(t);
                  if (couponError) setCouponError('');
                }}
                field={couponField}
                onApply={(e) => void applyCoupon(e)}
                onRemove={(c) => void removeCoupon(c)}
              />
              {cart.needs_shipping && cart.shipping_rates.length > 0 && (
                <Shipping packages={cart.shipping_rates} s={s} busy={shippingBusy} error={shippingError} taxDisplay={config.taxDisplay} onSelect={(p, id, name) => void selectRate(p, id, name)} />
              )}
              <Totals cart={cart} s={s} rows={totalsRows(cart, config.taxDisplay)} />
              {config.checkoutUrl && (
                <a part="checkout" className="button button--primary button--wide" href={config.checkoutUrl} aria-disabled={working ? 'true' : undefined}>
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

interface ItemProps {
  item: CartItem;
  s: WcCartStrings;
  quantity: string;
  busy: 'update' | 'remove' | undefined;
  error: string | undefined;
  taxDisplay: WcCartConfig['taxDisplay'];
  onEdit(text: string): void;
  onCommit(): void;
  onStep(direction: 1 | -1): void;
  onBlur(): void;
  onRemove(): void;
}

function Item({ item, s, quantity, busy, error, taxDisplay, onEdit, onCommit, onStep, onBlur, onRemove }: ItemProps) {
  const limits = item.quantity_limits;
  const image = item.images[0];
  const errorId = `wc-cart-err-${item.key}`;
  const current = Number(quantity);
  const base = Number.isFinite(current) && quantity.trim() !== '' ? current : item.quantity;
  // `line_subtotal` (+ its tax when prices include tax), as WC Blocks shows a line.
  const lineTotal = shownAmount(item.totals.line_subtotal, item.totals.line_subtotal_tax, taxDisplay);
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onCommit();
    }
  };
  return (
    <li part="item" className="item" data-key={item.key} aria-busy={busy ? 'true' : 'false'}>
      <div className="item__image">{image ? <img part="item-image" src={image.thumbnail || image.src} alt={image.alt} width={96} height={96} loading="lazy" decoding="async" /> : <span className="item__placeholder" />}</div>
      <div className="item__main">
        <p className="item__name">
          {item.permalink ? (
            <a part="item-name" href={item.permalink}>
              {item.name}
            </a>
          ) : (
            <span part="item-name">{item.name}</span>
          )}
        </p>
        {item.variation.length > 0 && (
          <p className="item__meta">
            {item.variation.map((v) => `${v.attribute}: ${v.value}`).join(', ')}
          </p>
        )}
        <p className="item__price">
          <span className="se-sr-only">{s['cart.unitPrice']}: </span>
          <span part="item-price">{formatPrice(item.prices.price, item.prices.currency)}</span>
        </p>
        {item.low_stock_remaining !== null && item.low_stock_remaining > 0 && <p className="item__stock">{format(s['cart.stockLow'], { n: item.low_stock_remaining })}</p>}
      </div>
      <div className="item__qty">
        {limits.editable && !item.sold_individually ? (
          <div part="quantity" className="stepper">
            <button type="button" part="decrease" className="stepper__button" aria-label={format(s['cart.decrease'], { name: item.name })} disabled={!canStep(base, -1, limits)} onClick={() => onStep(-1)}>
              <span aria-hidden="true">−</span>
            </button>
            <input
              part="quantity-input"
              className="stepper__input"
              type="number"
              inputMode="numeric"
              min={limits.minimum}
              max={limits.maximum}
              step={limits.multiple_of}
              value={quantity}
              aria-label={format(s['cart.quantityOf'], { name: item.name })}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={error ? errorId : undefined}
              onInput={(e) => onEdit((e.target as HTMLInputElement).value)}
              onChange={(e) => onEdit((e.target as HTMLInputElement).value)}
              onKeyDown={onKey}
              onBlur={onBlur}
            />
            <button type="button" part="increase" className="stepper__button" aria-label={format(s['cart.increase'], { name: item.name })} disabled={!canStep(base, 1, limits)} onClick={() => onStep(1)}>
              <span aria-hidden="true">+</span>
            </button>
          </div>
        ) : (
          <span part="quantity" className="item__fixed-qty" aria-label={format(s['cart.quantityOf'], { name: item.name })}>
            {item.quantity}
          </span>
        )}
      </div>
      <p className="item__total">
        <span className="se-sr-only">{s['cart.lineTotal']}: </span>
        <span part="item-total">{formatPrice(lineTotal, item.totals.currency)}</span>
      </p>
      <button type="button" part="remove" className="item__remove" aria-label={format(s['cart.remove'], { name: item.name })} aria-disabled={busy === 'remove' ? 'true' : undefined} onClick={onRemove}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h-0.01" fill="currentColor" />
        </svg>
      </button>
      {error && (
        <p part="item-error" id={errorId} className="field-error item__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}


function CrossSells({ products, s, adding, onAdd }: { products: CrossSell[]; s: WcCartStrings; adding: number | null; onAdd(p: CrossSell): void }) {
  return (
    <section part="cross-sells" className="cross-sells" aria-labelledby="wc-cart-cross-sells">
      <h3 id="wc-cart-cross-sells" className="cross-sells__title">
        {s['cart.crossSells']}
      </h3>
      <ul className="cross-sells__list">
        {products.map((p) => {
          const image = p.images[0];
          return (
            <li key={p.id} part="cross-sell" className="cross-sell">
              {image && <img src={image.thumbnail || image.src} alt="" width={120} height={120} loading="lazy" decoding="async" />}
              {p.permalink ? <a href={p.permalink}>{p.name}</a> : <span>{p.name}</span>}
              <span className="cross-sell__price">{formatPrice(p.prices.price, p.prices.currency)}</span>
              {p.is_purchasable && p.is_in_stock && (
                <button type="button" part="cross-sell-add" className="button button--secondary" aria-label={format(s['cart.crossSellAddName'], { name: p.name })} aria-busy={adding === p.id ? 'true' : 'false'} onClick={() => onAdd(p)}>
                  {s['cart.crossSellAdd']}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
