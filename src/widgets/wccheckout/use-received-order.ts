/**
 * <wc-checkout> on WooCommerce's order-received URL (issue 42): the order as the shop has it now,
 * read from the Store API's order route with the URL's key and the billing e-mail (this browser's
 * own record of the order, else asked of the visitor, as WooCommerce asks a guest to verify it).
 * Shown after a reload, in another tab, on another device; never without the key. This browser's
 * record shows at once and the shop's answer replaces it (a bank transfer's "pending" becomes
 * "processing" once paid). The rules are in src/core/shop/order-received.ts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ORDER_STORAGE_KEY, readReceivedView, type ReceivedView, type WcCheckoutConfig } from '../../core/shop/checkout';
import { answerOf, orderRoute, orderRouteProblem, placedFromStoreOrder, readReceivedLocation, readStoreOrder, type OrderRouteProblem, type ReceivedLocation } from '../../core/shop/order-received';
import type { CheckoutStrings } from '../../i18n/checkout';
import type { StoreApi } from '../../platform/shop/store-api';
import { receivedFrom } from './received';
import { load, save } from './storage';

export interface ReceivedOrderState {
  /** Whether the page is an order-received URL (the tag then shows nothing else). */
  active: boolean;
  view: ReceivedView | null;
  /** The order is being read and nothing of it is known yet. */
  loading: boolean;
  /** The verify form is shown (a guest order, no e-mail known or the typed one refused). */
  askEmail: boolean;
  /** The typed e-mail was refused (or none typed). */
  emailError: '' | 'wrong' | 'missing';
  problem: Exclude<OrderRouteProblem, 'email'> | null;
  /** Reads the order again with `email` (the verify form), or with what is known (retry). */
  read(email?: string): void;
}

export interface ReceivedOrderOptions {
  api: StoreApi;
  config: WcCheckoutConfig;
  s: CheckoutStrings;
  announce(text: string): void;
}

/** This browser's record of the order at `loc` (its key must match). */
function knownView(loc: ReceivedLocation | null): ReceivedView | null {
  const v = loc ? readReceivedView(load(ORDER_STORAGE_KEY)) : null;
  return v && v.order.order_id === loc?.id && v.order.order_key === loc.key ? v : null;
}

export function useReceivedOrder({ api, config, s, announce }: ReceivedOrderOptions): ReceivedOrderState {
  const [loc] = useState(() => (typeof location === 'undefined' ? null : readReceivedLocation(location.href)));
  const [known] = useState(() => knownView(loc));
  const [view, setView] = useState<ReceivedView | null>(known);
  const [loading, setLoading] = useState(!!loc && !known);
  const [askEmail, setAskEmail] = useState(false);
  const [emailError, setEmailError] = useState<ReceivedOrderState['emailError']>('');
  const [problem, setProblem] = useState<ReceivedOrderState['problem']>(null);
  /** The newest read: an older answer never replaces a newer one. */
  const ticket = useRef(0);
  const live = useRef(true);
  const ref = useRef({ api, config, s, announce, view });
  ref.current = { api, config, s, announce, view };

  const read = useCallback(
    (typed?: string) => {
      if (!loc) return;
      const { api: a, view: shown } = ref.current;
      if (typed !== undefined && !typed.trim()) {
        setEmailError('missing');
        return;
      }
      const email = typed ?? shown?.order.billing_address.email ?? '';
      const mine = ++ticket.current;
      setProblem(null);
      if (!shown) setLoading(true);
      void a.request('GET', orderRoute(loc, email)).then((r) => {
        if (!live.current || mine !== ticket.current) return;
        const { config: c, s: str, announce: say } = ref.current;
        setLoading(false);
        const order = r.ok ? readStoreOrder(r.data) : null;
        if (order) {
          const placed = placedFromStoreOrder(order, loc, ref.current.view?.order ?? null);
          const next = receivedFrom(placed, answerOf(placed), order.cart, c, str);
          save(ORDER_STORAGE_KEY, next);
          setView(next);
          setAskEmail(false);
          setEmailError('');
          if (typed !== undefined) say(str['checkout.verifyTitle']);
          return;
        }
        const p = r.ok ? 'retry' : orderRouteProblem(r.error);
        if (p === 'email') {
          setView(null);
          setAskEmail(true);
          setEmailError(typed !== undefined ? 'wrong' : '');
          if (typed !== undefined) say(str['checkout.verifyWrong']);
          return;
        }
        // A network fault keeps what this browser knows; a refusal of the key or the login does not.
        if (p !== 'retry' || !ref.current.view) {
          setView(null);
          setAskEmail(false);
          setProblem(p);
          say(p === 'login' ? str['checkout.orderLogin'] : p === 'notFound' ? str['checkout.orderNotFound'] : str['checkout.orderLoadFailed']);
        }
      });
    },
    [loc],
  );

  useEffect(() => {
    live.current = true;
    read();
    return () => {
      live.current = false;
    };
  }, [read]);

  return { active: !!loc, view, loading, askEmail, emailError, problem, read };
}
