/**
 * <wc-checkout>'s rates follow the typed address (issue 42): when the country, postcode, city or
 * state of the address the rates follow changes, `cart/update-customer` tells the shop, and its
 * answer (the cart for that address: rates, taxes, totals) becomes the summary. As WooCommerce's
 * Checkout block: debounced UPDATE_CUSTOMER_DEBOUNCE_MS and flushed when a field loses focus, one
 * push at a time (a change meanwhile waits, only the newest address is sent), an older answer never
 * applied over a newer one, a half-typed postcode held back, and a rate the visitor chose kept when
 * the new address still offers it. The rules are src/core/shop/address-update.ts.
 */
import { useCallback, useEffect, useMemo, useRef, type MutableRefObject } from 'react';
import { chosenRates, createCustomerPushQueue, customerUpdate, rateAfterUpdate, shopAddresses, UPDATE_CUSTOMER_DEBOUNCE_MS, type Push, type UpdateCustomerBody } from '../../core/shop/address-update';
import type { Cart } from '../../core/shop/cart';
import type { CheckoutDraft } from '../../core/shop/checkout';
import { format } from '../../i18n';
import type { CheckoutStrings } from '../../i18n/checkout';
import type { CartStore } from '../../platform/shop/cart-store';

export interface CustomerUpdateOptions {
  store: Pick<CartStore, 'updateCustomer' | 'selectShippingRate' | 'snapshot'>;
  cart: Cart | null;
  draft: CheckoutDraft;
  draftRef: MutableRefObject<CheckoutDraft>;
  /** The cart needs shipping and has items: only then do the rates depend on the address. */
  enabled: boolean;
  root: ShadowRoot;
  s: CheckoutStrings;
  announce(text: string): void;
}

export function useCustomerUpdate({ store, cart, draft, draftRef, enabled, root, s, announce }: CustomerUpdateOptions): void {
  /** The last address sent (or, before any, the one the cart answer said the shop has). */
  const sent = useRef<UpdateCustomerBody | null>(null);
  /** The last address the shop answered for (what it has): after a failed push, changes are compared with it again. */
  const confirmed = useRef<UpdateCustomerBody | null>(null);
  const queue = useMemo(() => createCustomerPushQueue<UpdateCustomerBody>(), []);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const enabledRef = useRef(enabled);
  enabledRef.current = enabled;
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
      clearTimeout(timer.current);
    },
    [],
  );

  /** The rates chosen before the first of a run of pushes (compared with the run's last answer). */
  const chosenBefore = useRef<Map<number | string, string> | null>(null);

  const push = useCallback(
    async (p: Push<UpdateCustomerBody>): Promise<void> => {
      // The rates chosen as this push goes out (after every earlier write's answer, a rate just picked included).
      const r = await store.updateCustomer(p.body, () => {
        chosenBefore.current ??= chosenRates(store.snapshot().cart);
      });
      const settled = queue.settle(p.ticket, r.ok);
      if (settled.next) void push(settled.next);
      if (!r.ok) {
        // Not told: what the shop has is still the last confirmed address, so the next change (or a
        // field left) sends the typed one again.
        if (!settled.next) {
          sent.current = confirmed.current;
          chosenBefore.current = null;
        }
        return;
      }
      confirmed.current = p.body;
      if (!alive.current || !settled.apply || settled.superseded) return;
      const before = chosenBefore.current ?? new Map<number | string, string>();
      chosenBefore.current = null;
      for (const pkg of r.data.shipping_rates) {
        const next = rateAfterUpdate(before.get(pkg.package_id), pkg);
        if (next.kind === 'reselect') void store.selectShippingRate(next.rate_id, next.package_id);
        else if (next.kind === 'replaced' && next.previous && next.rate_id) {
          const name = pkg.shipping_rates.find((x) => x.rate_id === next.rate_id)?.name ?? '';
          announce(format(s['checkout.rateChanged'], { rate: name }));
        } else if (next.kind === 'replaced' && next.previous && !next.rate_id) announce(s['checkout.noRates']);
      }
    },
    [store, queue, s, announce],
  );

  /** Sends the typed address now when the rates depend on it and it changed. */
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (!enabledRef.current || !sent.current) return;
    const u = customerUpdate(sent.current, draftRef.current);
    if (u.kind !== 'send') return;
    sent.current = u.body;
    const p = queue.request(u.body);
    if (p) void push(p);
  }, [draftRef, queue, push]);

  /** Pushes after the debounce when the typed address differs from the last one sent. */
  const schedule = useCallback(() => {
    if (!enabledRef.current || !sent.current || customerUpdate(sent.current, draftRef.current).kind !== 'send') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, UPDATE_CUSTOMER_DEBOUNCE_MS);
  }, [draftRef, flush]);

  // What the shop already has: the first cart answer's addresses (no push for an address it has; a
  // typed one kept from before a reload that differs goes after the debounce).
  useEffect(() => {
    if (!cart || sent.current || cart.items.length === 0) return;
    sent.current = shopAddresses(cart);
    confirmed.current = sent.current;
    schedule();
  }, [cart, schedule]);

  // A change of the address: pushed after the debounce. Only a change does (not a new cart answer:
  // after a failed push the address goes again when a field is left or changed, never on a timer).
  useEffect(() => {
    if (enabled) schedule();
  }, [draft, enabled, schedule]);

  // A field left: at once (the Checkout block flushes on an input's focusout).
  useEffect(() => {
    const onFocusOut = (e: Event) => {
      const t = e.target as Element | null;
      if (t && (t.localName === 'input' || t.localName === 'select')) flush();
    };
    root.addEventListener('focusout', onFocusOut);
    return () => root.removeEventListener('focusout', onFocusOut);
  }, [root, flush]);
}
