/**
 * <wc-mini-cart>'s widget: Elementor Pro's Menu Cart (reference 5.4) on WooCommerce's Store API,
 * through the page's one cart store (src/platform/shop/cart-store.ts: one read per page shared by
 * every mini cart, none while the cart cookie says empty; other tabs and the back-forward cache).
 * The toggle shows the count and subtotal; the panel (a side cart that slides in, or a mini cart
 * under the toggle) lists the items with image, name, price, a quantity stepper and remove, the
 * subtotal, and the view-cart and checkout links. Product names are server data: text only.
 * Amounts are the API's minor units formatted by src/core/shop/money.ts; the subtotal shown is the
 * API's `total_items` plus its `total_items_tax` (prices shown including VAT, as a Dutch shop and
 * WooCommerce Blocks' mini cart show them): an exact sum of the two integers the server sent.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { safeUrl, type CartItem } from '../../core/shop/cart';
import { errorPlace, type StoreError } from '../../core/shop/errors';
import { miniCartLinks, miniCartSettings, readMenuCartSettings, MENU_CART_SELECTOR, type MiniCartConfig } from '../../core/shop/mini-cart';
import { addMinor, formatPrice } from '../../core/shop/money';
import { readCartCookies } from '../../core/shop/sync';
import { format } from '../../i18n/index';
import type { MiniCartStrings } from '../../i18n/mini-cart';
import { storeErrorText } from '../../i18n/shop';
import { modalLayer } from '../../platform/modal-layer';
import { pageCartStore } from '../../platform/shop/cart-store';
import { emitWc, onForeignCartChange, tellReads } from '../../platform/shop/wc-events';
import type { WidgetProps } from '../context';
import css from './mini-cart.css';
import { MINI_CART_PARTS as P } from './parts';

export const miniCartStyles = css;

type OpenedBy = 'click' | 'hover' | 'auto';

let seq = 0;

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 7h12l-1.2 12.2a2 2 0 0 1-2 1.8H9.2a2 2 0 0 1-2-1.8L6 7z" />
      <path d="M9 9V6a3 3 0 0 1 6 0v3" />
    </svg>
  );
}

export function MiniCartWidget({ ctx }: WidgetProps<MiniCartConfig, MiniCartStrings>) {
  const { host, strings, config, settings } = ctx;
  const store = useMemo(() => pageCartStore({ restUrl: settings.restUrl, nonce: settings.storeApiNonce }), [settings.restUrl, settings.storeApiNonce]);
  const snap = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const wrapped = useMemo(() => readMenuCartSettings(host.querySelector(MENU_CART_SELECTOR)?.getAttribute('data-settings')), [host]);
  const opts = miniCartSettings(config, wrapped);
  const links = miniCartLinks(config, (window as unknown as { ElementorProFrontendConfig?: unknown }).ElementorProFrontendConfig, settings);
  const ids = useMemo(() => {
    const n = ++seq;
    return { panel: `mc-panel-${n}`, title: `mc-title-${n}` };
  }, []);

  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const open = openedBy !== null;
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const [cartError, setCartError] = useState<string>('');
  const [said, setSaid] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;
  /** The context as of the last render (its events and api are told only when `open` changes, or once). */
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;
  const hovered = openedBy === 'hover';

  const close = useCallback(() => setOpenedBy(null), []);
  const show = useCallback((by: OpenedBy) => setOpenedBy((cur) => (cur === null || (cur === 'hover' && by !== 'hover') ? by : cur)), []);

  // The page's one read (shared), other scripts' changes, and the page told of every read.
  useEffect(() => {
    tellReads(store);
    void store.load();
    const stopForeign = onForeignCartChange(() => {
      // WooCommerce's own script changed the cart (its cookie hash moved): read it again.
      if (readCartCookies(document.cookie).hash !== store.api.cartHash) void store.refresh();
    });
    const onAdded = () => {
      if (optsRef.current.autoOpen) show('auto');
    };
    document.body.addEventListener('added_to_cart', onAdded);
    return () => {
      stopForeign();
      document.body.removeEventListener('added_to_cart', onAdded);
    };
  }, [store, show]);

  // Open: outside click and Escape close. Opened by a click or by itself, the side cart is a modal
  // dialog on the page's modal layer (focus kept inside, the page behind inert and still, Escape
  // only when it is the top dialog); opened by hovering it is not (focus stays put then).
  useLayoutEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const layered = !hovered && panel;
    const onDocClick = (e: MouseEvent) => {
      if (layered && !modalLayer().isTop(panel)) return;
      if (!e.composedPath().includes(host)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !modalLayer().busy()) flushSync(close);
    };
    document.addEventListener('click', onDocClick);
    if (!layered) document.addEventListener('keydown', onKey);
    // Focus goes back to the toggle, not to what had it (an add-to-cart button that opened it),
    // unless a dialog under the side cart holds the toggle inert: then where it came from.
    const handle = layered ? modalLayer().open(panel, { onEscape: () => flushSync(close), returnFocus: toggleRef.current }) : undefined;
    return () => {
      document.removeEventListener('click', onDocClick);
      document.removeEventListener('keydown', onKey);
      handle?.release();
    };
  }, [open, hovered, host, close]);

  // Focus back on the toggle when a panel that held it closes.
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (wasOpen.current && !open) {
      const active = host.shadowRoot?.activeElement;
      if (!active || panelRef.current?.contains(active) || document.activeElement === document.body || document.activeElement === host) toggleRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open, host]);

  useEffect(() => {
    host.toggleAttribute('data-open', open);
    ctxRef.current.emit('wc-mini-cart-toggle', { open });
  }, [open, host]);

  useEffect(() => {
    ctxRef.current.expose({ open: () => show('click'), close });
  }, [show, close]);

  const cart = snap.cart;
  const count = cart?.items_count ?? 0;
  const currency = cart?.totals.currency;
  const subtotal = cart ? formatPrice(addMinor(cart.totals.total_items, cart.totals.total_items_tax), currency) : '';
  const label = count === 1 ? strings['shop.mini.toggleCountOne'] : count > 0 ? format(strings['shop.mini.toggleCount'], { n: count }) : strings['shop.mini.toggle'];

  const failed = (item: CartItem | null, error: StoreError) => {
    const text = storeErrorText(strings, error, { name: item?.name ?? '' });
    if (item && errorPlace(error.code) === 'item') setItemErrors((e) => ({ ...e, [item.key]: text }));
    else setCartError(text);
  };

  const setQuantity = async (item: CartItem, quantity: number) => {
    setItemErrors(({ [item.key]: _, ...rest }) => rest);
    setCartError('');
    const r = await store.updateItem(item.key, quantity);
    if (!r.ok) failed(item, r.error);
  };

  const remove = async (item: CartItem, button: HTMLElement) => {
    setItemErrors(({ [item.key]: _, ...rest }) => rest);
    setCartError('');
    const r = await store.removeItem(item.key);
    if (!r.ok) return failed(item, r.error);
    setSaid(format(strings['shop.mini.removed'], { name: item.name }));
    // The button is gone with its row: focus to the panel's title, not lost to the body.
    titleRef.current?.focus();
    const hash = store.api.cartHash;
    emitWc('removed_from_cart', { button, cartHash: hash, itemsCount: r.data.items_count }, (w) => [{}, hash, w(button)]);
  };

  const onToggle = () => {
    if (open && openedBy !== 'hover') close();
    else show('click');
  };

  const hover = opts.openCart === 'mouseover';
  const rootClass = `mc mc--${opts.cartType === 'mini-cart' ? 'mini' : 'side'}${open ? ' mc--open' : ''}`;
  const busy = snap.pending > 0;

  return (
    <div className={rootClass} part={P.root} onMouseEnter={hover ? () => show('hover') : undefined} onMouseLeave={hover ? () => openedBy === 'hover' && close() : undefined}>
      <button ref={toggleRef} type="button" className="mc__toggle" part={P.toggle} aria-expanded={open} aria-controls={ids.panel} aria-haspopup="dialog" onClick={onToggle}>
        {/* The name is this text ("Winkelwagen, 3 producten"); the badge and subtotal are its picture. */}
        <span className="mc__sr" part={P.toggleLabel}>
          {label}
        </span>
        {subtotal && (
          <span className="mc__subtotal-text" part={P.toggleSubtotal} aria-hidden="true">
            {subtotal}
          </span>
        )}
        <span className="mc__icon" aria-hidden="true">
          <CartIcon />
          <span className="mc__count" part={P.count} data-counter={count}>
            {count}
          </span>
        </span>
      </button>
      {opts.cartType !== 'mini-cart' && <div className="mc__overlay" part={P.overlay} onClick={close} />}
      <div ref={panelRef} id={ids.panel} className="mc__panel" part={P.panel} role="dialog" aria-modal={opts.cartType !== 'mini-cart' ? 'true' : undefined} aria-labelledby={ids.title}>
        <div className="mc__head">
          <h2 ref={titleRef} id={ids.title} className="mc__title" part={P.title} tabIndex={-1}>
            {strings['shop.mini.title']}
          </h2>
          <button type="button" className="mc__close" part={P.close} aria-label={strings['shop.mini.close']} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="mc__body">
          {!cart && snap.status === 'error' ? (
            <div className="mc__status" role="alert" part={P.error}>
              <p>{snap.error ? storeErrorText(strings, snap.error) : strings['shop.error.unknown']}</p>
              <button type="button" className="mc__retry" onClick={() => void store.refresh()}>
                {strings['shop.mini.retry']}
              </button>
            </div>
          ) : !cart ? (
            <p className="mc__status" part={P.loading}>
              {strings['shop.mini.loading']}
            </p>
          ) : cart.items.length === 0 ? (
            <p className="mc__empty" part={P.empty}>
              {strings['shop.mini.empty']}
            </p>
          ) : (
            <ul className="mc__items" part={P.items} aria-busy={busy ? 'true' : 'false'}>
              {cart.items.map((item) => {
                const img = item.images[0];
                const src = img ? safeUrl(img.thumbnail || img.src) : '';
                const href = safeUrl(item.permalink);
                const lim = item.quantity_limits;
                const step = lim.multiple_of || 1;
                return (
                  <li key={item.key} className="mc__item" part={P.item}>
                    {src ? <img className="mc__image" part={P.image} src={src} alt="" width={56} height={56} loading="lazy" decoding="async" /> : <span className="mc__image" aria-hidden="true" />}
                    {href ? (
                      <a className="mc__name" part={P.name} href={href}>
                        {item.name}
                      </a>
                    ) : (
                      <span className="mc__name" part={P.name}>
                        {item.name}
                      </span>
                    )}
                    <button type="button" className="mc__remove" part={P.remove} aria-label={format(strings['shop.mini.remove'], { name: item.name })} onClick={(e) => void remove(item, e.currentTarget)}>
                      <span aria-hidden="true">×</span>
                    </button>
                    <span className="mc__price" part={P.price}>
                      {item.quantity} × {formatPrice(item.prices.price, item.prices.currency)}
                    </span>
                    {lim.editable && (
                      <div className="mc__stepper" part={P.stepper} role="group" aria-label={`${strings['shop.mini.quantity']} ${item.name}`}>
                        <button type="button" className="mc__step" part={P.decrease} aria-label={format(strings['shop.mini.decrease'], { name: item.name })} disabled={item.quantity - step < Math.max(1, lim.minimum)} onClick={() => void setQuantity(item, item.quantity - step)}>
                          <span aria-hidden="true">−</span>
                        </button>
                        <span className="mc__qty" part={P.quantity}>
                          {item.quantity}
                        </span>
                        <button type="button" className="mc__step" part={P.increase} aria-label={format(strings['shop.mini.increase'], { name: item.name })} disabled={item.quantity + step > lim.maximum} onClick={() => void setQuantity(item, item.quantity + step)}>
                          <span aria-hidden="true">+</span>
                        </button>
                      </div>
                    )}
                    {itemErrors[item.key] && (
                      <p className="mc__error" part={P.itemError} role="alert">
                        {itemErrors[item.key]}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {cartError && (
            <p className="mc__error" part={P.error} role="alert">
              {cartError}
            </p>
          )}
        </div>
        {cart && cart.items.length > 0 && (
          <>
            <p className="mc__subtotal" part={P.subtotal}>
              <span>{strings['shop.mini.subtotal']}</span>
              <span>{subtotal}</span>
            </p>
            <div className="mc__buttons">
              <a className="mc__button mc__button--view-cart" part={P.viewCart} href={links.cartUrl}>
                {strings['shop.mini.viewCart']}
              </a>
              <a className="mc__button mc__button--checkout" part={P.checkout} href={links.checkoutUrl}>
                {strings['shop.mini.checkout']}
              </a>
            </div>
          </>
        )}
      </div>
      <div className="mc__sr" role="status" part={P.live}>
        {said}
      </div>
    </div>
  );
}
