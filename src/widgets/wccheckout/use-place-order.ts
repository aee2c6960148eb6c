/**
 * Placing <wc-checkout>'s order: src/core/shop/checkout-machine.ts (the lock, the attempt's key,
 * the repeat after no answer, what an answer leads to) run by ../shared/use-machine.ts; this hook
 * does its effects: the `POST wc/store/v1/checkout` with the attempt's Idempotency-Key, the attempt
 * and the received view in sessionStorage, `wc-checkout-placed` / `wc-checkout-error`, the payment
 * page, focus and announcements, and a `beforeunload` guard while the order is on its way.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Cart } from '../../core/shop/cart';
import { CHECKOUT_ROUTE, CHECKOUT_STORAGE_KEY, checkoutRequest, ORDER_STORAGE_KEY, PLACE_ORDER_TIMEOUT_MS, readAttemptState, readCheckoutAnswer, readReceivedView, shouldFollowRedirect, type CheckoutAnswer, type FieldError, type ReceivedView, type WcCheckoutConfig } from '../../core/shop/checkout';
import { readReceivedLocation, receivedUrlOf } from '../../core/shop/order-received-url';
import { checkoutTransition, initialCheckoutState, isBusy, type CheckoutEffect, type CheckoutEvent, type CheckoutMachineState } from '../../core/shop/checkout-machine';
import type { StoreError } from '../../core/shop/errors';
import { format } from '../../i18n';
import type { CheckoutStrings } from '../../i18n/checkout';
import type { CartStore } from '../../platform/shop/cart-store';
import { newIdempotencyKey, retryWait } from '../../platform/shop/store-api';
import type { WidgetContext } from '../context';
import { useMachine, type MachineApi } from '../shared/use-machine';
import { partSelector } from '../shop/parts';
import { CHECKOUT_PARTS as P } from './parts';
import { receivedFrom } from './received';
import { load, save } from './storage';
import { bannerText } from './texts';
import type { CheckoutForm } from './use-checkout-form';

const ATTEMPT_STORAGE_KEY = `${CHECKOUT_STORAGE_KEY}_attempt`;

export interface PlaceOrderOptions {
  ctx: Pick<WidgetContext<WcCheckoutConfig, CheckoutStrings>, 'emit'>;
  config: WcCheckoutConfig;
  s: CheckoutStrings;
  store: CartStore;
  cart: Cart | null;
  form: Pick<CheckoutForm, 'draftRef' | 'findProblems' | 'clearServerErrors' | 'showProblems' | 'showFieldErrors' | 'accountRequest'>;
  announce(text: string): void;
  focusWhenRendered(selector: string | null): void;
}

export function usePlaceOrder({ ctx, config, s, store, cart, form, announce, focusWhenRendered }: PlaceOrderOptions) {
  const [received, setReceived] = useState<ReceivedView | null>(() => readReceivedView(load(ORDER_STORAGE_KEY)));
  /** What the attempt on its way sends and was bought with (taken at the press), and the placed order's view. */
  const attempt = useRef<{ body: unknown; bought: Cart | null; raw: unknown; view: ReceivedView | null }>({ body: undefined, bought: null, raw: undefined, view: null });

  const emitError = (answer: CheckoutAnswer & { error: StoreError }, fields?: FieldError[]) =>
    ctx.emit('wc-checkout-error', { code: answer.error.code, message: answer.error.message, status: answer.error.status, kind: answer.kind, ...(fields ? { fields } : {}) });

  const run = (effect: CheckoutEffect, api: MachineApi<CheckoutEvent>) => {
    switch (effect.type) {
      case 'invalid':
        form.showProblems(effect.first, effect.count);
        return;
      case 'start':
        attempt.current = { body: checkoutRequest(form.draftRef.current, form.accountRequest()), bought: store.snapshot().cart, raw: undefined, view: null };
        form.clearServerErrors();
        announce(s['checkout.placing']);
        return;
      case 'keep':
        save(ATTEMPT_STORAGE_KEY, effect.attempt.key ? effect.attempt : undefined);
        return;
      case 'send':
        void store.api.request('POST', CHECKOUT_ROUTE, attempt.current.body, { idempotencyKey: effect.key, timeout: PLACE_ORDER_TIMEOUT_MS }).then((r) => {
          attempt.current.raw = r.ok ? r.data : undefined;
          api.dispatch({ type: 'ANSWER', answer: readCheckoutAnswer(r.ok ? { ok: true, status: r.status, data: r.data } : { ok: false, error: r.error }) });
        });
        return;
      case 'wait':
        void retryWait(effect.ms).then(() => api.dispatch({ type: 'RETRY' }));
        return;
      case 'placed': {
        const view = receivedFrom(effect.order, attempt.current.raw, attempt.current.bought, config, s);
        attempt.current.view = view;
        save(ORDER_STORAGE_KEY, view);
        save(CHECKOUT_STORAGE_KEY, undefined);
        const ev = ctx.emit('wc-checkout-placed', { order: effect.order }, { cancelable: true });
        void store.refresh();
        api.dispatch({ type: 'TOLD', follow: shouldFollowRedirect(effect.order, location.origin) && !ev.defaultPrevented });
        return;
      }
      case 'redirect':
        announce(s['checkout.redirecting']);
        location.assign(new URL(effect.order.redirect_url, location.href).href);
        return;
      case 'received': {
        setReceived(attempt.current.view);
        // The address bar becomes the order's order-received URL: a reload, a bookmark or another
        // device shows this order as the shop has it (./use-received-order.ts).
        const url = receivedUrlOf(effect.order, location.href);
        if (url && url !== location.href) {
          try {
            history.replaceState(history.state, '', url);
          } catch {
            /* a sandboxed document: the view stays in sessionStorage */
          }
        }
        focusWhenRendered(partSelector(P.receivedHeading));
        announce(format(s['checkout.placedAnnounce'], { number: effect.order.order_number }));
        return;
      }
      case 'fields':
        form.showFieldErrors(effect.errors);
        emitError(effect.answer, effect.errors);
        return;
      case 'refresh':
        void store.refresh();
        return;
      case 'banner':
        focusWhenRendered(partSelector(P.error));
        announce(bannerText(s, effect.banner));
        emitError(effect.answer);
        return;
    }
  };

  const { state, stateRef, api } = useMachine<CheckoutMachineState, CheckoutEvent, CheckoutEffect>(() => initialCheckoutState(readAttemptState(load(ATTEMPT_STORAGE_KEY))), checkoutTransition, run);

  // A stored order-received view is this visit's order only while the cart is empty (a new cart is a new checkout).
  const restoredChecked = useRef(false);
  useEffect(() => {
    if (!cart || restoredChecked.current) return;
    restoredChecked.current = true;
    if (received && cart.items.length > 0 && !readReceivedLocation(location.href)) {
      setReceived(null);
      save(ORDER_STORAGE_KEY, undefined);
    }
  }, [cart, received]);

  // The beforeunload guard while an order is on its way (not while its payment page opens).
  const sending = state.phase === 'placing' || state.phase === 'waiting';
  useEffect(() => {
    if (!sending) return;
    const guard = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = s['checkout.leaveWarning'];
      return s['checkout.leaveWarning'];
    };
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, [sending, s]);

  /** The press (the form's submit, the banner's retry): the machine's lock decides whether anything is sent. */
  const press = (e?: FormEvent) => {
    e?.preventDefault();
    api.dispatch({ type: 'PRESS', problems: isBusy(stateRef.current) ? [] : form.findProblems(), newKey: newIdempotencyKey() });
  };

  return { state, busy: isBusy(state), received, press };
}
