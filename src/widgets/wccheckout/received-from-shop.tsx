/**
 * <wc-checkout> on WooCommerce's order-received URL: the order read from the shop
 * (./use-received-order.ts) in the order-received view, or while it loads, the verify form for a
 * guest order (the order's e-mail address), or what stands in the way (not found, log in, retry).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { WcCheckoutConfig } from '../../core/shop/checkout';
import type { CheckoutStrings } from '../../i18n/checkout';
import { CHECKOUT_PARTS as P } from './parts';
import { Received } from './received';
import { useReceivedOrder, type ReceivedOrderOptions, type ReceivedOrderState } from './use-received-order';

export interface ReceivedFromShopProps {
  order: ReceivedOrderState;
  s: CheckoutStrings;
  config: WcCheckoutConfig;
  live: string;
  methodTitle(id: string): string;
}

export function ReceivedFromShop({ order, s, config, live, methodTitle }: ReceivedFromShopProps) {
  const [email, setEmailState] = useState('');
  /** What is typed as of now: a press in the same task as the last keystroke sees it (preact renders later). */
  const emailRef = useRef('');
  const setEmail = (v: string) => {
    emailRef.current = v;
    setEmailState(v);
  };
  const id = useId();
  const status = (
    <div part={P.status} className="se-sr-only" role="status" aria-live="polite">
      {live}
    </div>
  );
  if (order.view)
    return (
      <>
        {status}
        <Received view={order.view} s={s} config={config} methodTitle={methodTitle} />
      </>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    order.read(emailRef.current);
  };
  const errorText = order.emailError === 'wrong' ? s['checkout.verifyWrong'] : order.emailError === 'missing' ? s['checkout.verifyMissing'] : '';
  return (
    <div part={P.checkout} className="checkout" aria-busy={order.loading ? 'true' : 'false'}>
      {status}
      {order.loading && (
        <p part={P.loading} className="loading">
          {s['checkout.orderLoading']}
        </p>
      )}
      {order.askEmail && (
        <form part={P.verify} className="verify" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="verify__title">
            {s['checkout.verifyTitle']}
          </h2>
          <p>{s['checkout.verifyText']}</p>
          <div className="field verify__field">
            <label htmlFor={`${id}-email`}>{s['checkout.verifyEmail']}</label>
            <input
              id={`${id}-email`}
              part={`${P.verifyEmail} ${P.fieldInput}`}
              type="email"
              name="billing_email"
              autoComplete="email"
              required
              value={email}
              aria-invalid={errorText ? 'true' : undefined}
              aria-describedby={errorText ? `${id}-error` : undefined}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            {errorText && (
              <p id={`${id}-error`} part={P.fieldError} className="field-error">
                {errorText}
              </p>
            )}
          </div>
          <button type="submit" part={P.verifySubmit} className="button button--primary">
            {s['checkout.verifySubmit']}
          </button>
        </form>
      )}
      {order.problem && (
        <div part={P.error} className="notice notice--error" role="alert">
          <p>{order.problem === 'login' ? s['checkout.orderLogin'] : order.problem === 'notFound' ? s['checkout.orderNotFound'] : s['checkout.orderLoadFailed']}</p>
          {order.problem === 'retry' && (
            <button type="button" part={P.retry} className="button button--secondary" onClick={() => order.read()}>
              {s['checkout.retry']}
            </button>
          )}
          {order.problem === 'login' && config.loginUrl && (
            <a part={P.login} className="button button--secondary" href={config.loginUrl}>
              {s['checkout.login']}
            </a>
          )}
          {order.problem === 'notFound' && (
            <a part={P.shopLink} className="button button--secondary" href={config.shopUrl}>
              {s['checkout.backToShop']}
            </a>
          )}
        </div>
      )}
    </div>
  );
}

/** The order-received page: its own chunk (./wc-checkout.tsx loads it only on an order-received address). */
export function ReceivedPage({ api, config, s, announce, live, methodTitle }: Omit<ReceivedFromShopProps, 'order'> & Pick<ReceivedOrderOptions, 'api' | 'announce'>) {
  const order = useReceivedOrder({ api, config, s, announce });
  return <ReceivedFromShop order={order} s={s} config={config} live={live} methodTitle={methodTitle} />;
}
