/**
 * <wc-checkout>'s widget (issue 33): the checkout on WooCommerce's Store API, as WooCommerce's
 * Checkout block places orders (`POST wc/store/v1/checkout`): contact e-mail, billing and shipping
 * addresses (the Dutch form by default), order notes, the order summary with the cart page's coupon,
 * shipping and totals parts (../shop/summary.tsx), payment methods from the cart answer, terms, and
 * the order-received view. The rules are in src/core/shop/checkout.ts.
 *
 * One order per press: the press is locked synchronously while the order is placed (a second press
 * sends nothing), the attempt's Idempotency-Key is reused for a repeat after no answer (also after a
 * reload: it is kept in sessionStorage), a `beforeunload` guard holds while the order is on its way:
 * src/core/shop/checkout-machine.ts run by ./use-place-order.ts (issue 41). The form's state is in
 * ./use-checkout-form.ts, the summary's calls in ../shop/use-coupons-and-shipping.ts, the address
 * the rates follow told to the shop by ./use-customer-update.ts (issue 42); the views are
 * ./checkout-form.tsx, ./address-form.tsx, ./payment.tsx, ./order-summary.tsx and ./received.tsx.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { isPickup, readPrintedCountries, type WcCheckoutConfig } from '../../core/shop/checkout';
import { readReceivedLocation } from '../../core/shop/order-received-url';
import { lazyModule } from '../../platform/lazy';
import type { CheckoutStrings } from '../../i18n/checkout';
import { storeErrorText } from '../../i18n/shop';
import { pageCartStore } from '../../platform/shop/cart-store';
import type { WidgetProps } from '../context';
import { partSelector, SUMMARY_PARTS } from '../shop/parts';
import { useCouponsAndShipping } from '../shop/use-coupons-and-shipping';
import cartCss from '../wccart/wc-cart.css';
import { CheckoutForm } from './checkout-form';
import { OrderSummary } from './order-summary';
import { Received } from './received';
import { bannerText, methodTitle } from './texts';
import { useCheckoutForm } from './use-checkout-form';
import { useCustomerUpdate } from './use-customer-update';
import { useFocusAfterRender } from './use-focus-after-render';
import { usePlaceOrder } from './use-place-order';
import css from './wc-checkout.css';
import { CHECKOUT_PARTS as P } from './parts';

/** The cart page's sheet (notices, buttons, the summary's parts) and the checkout's own. */
export const wcCheckoutStyles = `${cartCss}\n${css}`;

/** The order-received page (the order read from the shop): a chunk of its own, fetched only on that address. */
const receivedChunk = lazyModule(() => import('./received-from-shop'));

/** The page's WooCommerce settings (printed on block checkout pages). */
function printedCountries() {
  const w = (typeof window === 'undefined' ? {} : window) as { wcSettings?: { allowedCountries?: unknown } };
  return readPrintedCountries(w.wcSettings?.allowedCountries);
}

export function WcCheckoutWidget({ ctx }: WidgetProps<WcCheckoutConfig, CheckoutStrings>) {
  const { strings: s, root } = ctx;
  // The countries: the attribute's or the config's, else the shop's list WooCommerce printed, else the default.
  const printed = useMemo(printedCountries, []);
  const config = useMemo<WcCheckoutConfig>(() => (!ctx.config.countriesGiven && printed.codes.length ? { ...ctx.config, countries: printed.codes } : ctx.config), [ctx.config, printed]);
  const store = useMemo(() => pageCartStore({ restUrl: ctx.settings.restUrl, nonce: config.nonce || ctx.settings.storeApiNonce || undefined }), [ctx.settings.restUrl, config.nonce, ctx.settings.storeApiNonce]);
  const snap = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  const cart = snap.cart;
  const defaultCountry = config.countries[0] ?? 'NL';
  const pickup = cart ? isPickup(cart) : false;
  const needsShippingAddress = !!cart && cart.needs_shipping && !pickup;

  const [live, setLive] = useState('');
  const announce = useCallback((text: string) => setLive((old) => (old === text ? `${text}\u00a0` : text)), []);
  const focusWhenRendered = useFocusAfterRender(root);

  useEffect(() => {
    void store.load();
  }, [store]);

  // WooCommerce's order-received URL: that order as the shop has it, and nothing else.
  const [onReceivedPage] = useState(() => typeof location !== 'undefined' && readReceivedLocation(location.href) !== null);
  const [receivedPage, setReceivedPage] = useState(() => receivedChunk.loaded());
  const [chunkFailed, setChunkFailed] = useState(false);
  useEffect(() => {
    if (!onReceivedPage || receivedPage || chunkFailed) return;
    let live = true;
    receivedChunk.load().then(
      (m) => live && setReceivedPage(m),
      (e: unknown) => {
        if (!live) return;
        setChunkFailed(true);
        ctx.logError('the order could not be shown', e);
      },
    );
    return () => {
      live = false;
    };
  }, [onReceivedPage, receivedPage, chunkFailed, ctx]);

  const form = useCheckoutForm({ cart, config, s, root, loggedIn: (snap.customerId ?? 0) > 0, defaultCountry, needsShippingAddress, announce, focusWhenRendered });
  useCustomerUpdate({ store, cart, draft: form.draft, draftRef: form.draftRef, enabled: !!cart && cart.needs_shipping && cart.items.length > 0, root, s, announce });
  const order = usePlaceOrder({ ctx, config, s, store, cart, form, announce, focusWhenRendered });
  const summary = useCouponsAndShipping({ store, s, announce, focusCouponField: () => focusWhenRendered(partSelector(SUMMARY_PARTS.couponInput)), rateLock: 'all' });

  if (onReceivedPage && receivedPage) return <receivedPage.ReceivedPage api={store.api} config={config} s={s} announce={announce} live={live} methodTitle={(id) => methodTitle(s, config, id)} />;
  // The chunk could not be fetched: this browser's own copy of the order, else a retry.
  if (onReceivedPage && chunkFailed && order.received) return <Received view={order.received} s={s} config={config} methodTitle={(id) => methodTitle(s, config, id)} />;
  if (onReceivedPage)
    return chunkFailed ? (
      <div part={P.error} className="notice notice--error" role="alert">
        <p>{s['checkout.orderLoadFailed']}</p>
        <button type="button" part={P.retry} className="button button--secondary" onClick={() => setChunkFailed(false)}>
          {s['checkout.retry']}
        </button>
      </div>
    ) : (
      <p part={P.loading} className="loading">
        {s['checkout.orderLoading']}
      </p>
    );
  if (order.received) return <Received view={order.received} s={s} config={config} methodTitle={(id) => methodTitle(s, config, id)} />;

  const loading = !cart && (snap.status === 'loading' || snap.status === 'idle');
  const loadFailed = !cart && snap.status === 'error';
  const { busy, state } = order;
  const banner = state.banner;

  return (
    <div part={P.checkout} className="checkout" aria-busy={busy ? 'true' : 'false'}>
      <h2 part={P.heading} id="wc-checkout-heading" className="se-sr-only" tabIndex={-1}>
        {s['checkout.title']}
      </h2>
      <div part={P.status} className="se-sr-only" role="status" aria-live="polite">
        {live}
      </div>
      {banner && (
        <div part={P.error} className="notice notice--error" role="alert" tabIndex={-1}>
          <p>{bannerText(s, banner)}</p>
          {banner.retry && (
            <button type="button" part={P.retry} className="button button--secondary" onClick={() => order.press()}>
              {s['checkout.retry']}
            </button>
          )}
          {banner.kind === 'guestDisabled' && config.loginUrl && (
            <a part={P.login} className="button button--secondary" href={config.loginUrl}>
              {s['checkout.login']}
            </a>
          )}
        </div>
      )}
      {loading && (
        <p part={P.loading} className="loading">
          {s['checkout.loading']}
        </p>
      )}
      {loadFailed && snap.error && (
        <div part={P.error} className="notice notice--error" role="alert">
          <p>{storeErrorText(s, snap.error)}</p>
          <button type="button" part={P.retry} className="button button--secondary" onClick={() => void store.refresh()}>
            {s['cart.retry']}
          </button>
        </div>
      )}
      {cart && cart.items.length === 0 && (
        <div part={P.empty} className="empty">
          <p className="empty__title">{s['checkout.empty']}</p>
          <a part={P.shopLink} className="button" href={config.shopUrl}>
            {s['checkout.backToShop']}
          </a>
        </div>
      )}
      {cart && cart.items.length > 0 && (
        <div className="layout">
          <CheckoutForm
            form={form}
            s={s}
            config={config}
            submitted={state.submitted}
            busy={busy}
            cartPending={snap.pending > 0}
            needsShipping={cart.needs_shipping}
            pickup={pickup}
            needsShippingAddress={needsShippingAddress}
            address={{ defaultCountry, countryNames: printed.names, locale: ctx.settings.locale }}
            onSubmit={order.press}
          />
          <OrderSummary cart={cart} s={s} config={config} couponProps={summary.couponProps} shippingProps={summary.shippingProps} />
        </div>
      )}
    </div>
  );
}
