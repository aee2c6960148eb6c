/**
 * The order summary's calls shared by <wc-cart> and <wc-checkout> (issue 41): apply and remove a
 * coupon, choose a shipping rate, through the page's cart store, with their state (the coupon
 * field's text, the note and error, which call is out) for ./summary.tsx's Coupons and Shipping.
 * A second call of a kind while one is out sends nothing.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { ShippingPackage } from '../../core/shop/cart';
import type { StoreError } from '../../core/shop/errors';
import { format } from '../../i18n';
import { storeErrorText } from '../../i18n/shop';
import type { WcCartStrings } from '../../i18n/wccart';
import type { CartStore } from '../../platform/shop/cart-store';
import type { CouponsProps, ShippingProps } from './summary';

export interface CouponsAndShippingOptions {
  store: Pick<CartStore, 'applyCoupon' | 'removeCoupon' | 'selectShippingRate'>;
  s: WcCartStrings;
  announce(text: string): void;
  /** Focus to the coupon field once rendered (after a coupon was removed: its chip is gone). */
  focusCouponField(): void;
  /** Before each call (the cart page clears its cart-level error). */
  onCall?(): void;
  /**
   * A failed call's error, shown by the tag (the cart page's place for it, with a retry); without
   * it the error goes on the coupon field (told at once when applying) or on the shipping rates.
   */
  onError?(error: StoreError, where: { code?: string; retry: () => void }): void;
  /** A rate's call blocks that rate only (`each`, the cart page) or every rate (`all`, the checkout). */
  rateLock: 'each' | 'all';
}

export function useCouponsAndShipping({ store, s, announce, focusCouponField, onCall, onError, rateLock }: CouponsAndShippingOptions) {
  const [couponText, setCouponText] = useState('');
  const couponField = useRef<HTMLInputElement>(null);
  const [couponError, setCouponError] = useState('');
  const [couponNote, setCouponNote] = useState('');
  const [couponBusy, setCouponBusy] = useState<string | null>(null);
  const [shippingError, setShippingError] = useState('');
  const [shippingBusy, setShippingBusy] = useState<string | null>(null);
  /** Calls on their way, by what they change. */
  const inFlight = useRef(new Set<string>());
  const claim = (id: string) => {
    if (inFlight.current.has(id)) return false;
    inFlight.current.add(id);
    return true;
  };
  const release = (id: string) => inFlight.current.delete(id);
  const errorText = (error: StoreError, vars: { code?: string } = {}) => storeErrorText(s, error, vars);

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
    onCall?.();
    const r = await store.applyCoupon(code);
    release('coupon');
    setCouponBusy(null);
    if (r.ok) {
      setCouponText('');
      const note = format(s['cart.coupon.applied'], { code: code.toUpperCase() });
      setCouponNote(note);
      announce(note);
    } else if (onError) onError(r.error, { code: code.toUpperCase(), retry: () => void applyCoupon() });
    else {
      const t = errorText(r.error, { code: code.toUpperCase() });
      setCouponError(t);
      announce(t);
    }
  };

  const removeCoupon = async (code: string) => {
    if (!claim('coupon')) return;
    setCouponBusy(code);
    setCouponError('');
    setCouponNote('');
    onCall?.();
    const r = await store.removeCoupon(code);
    release('coupon');
    setCouponBusy(null);
    if (r.ok) {
      const note = format(s['cart.coupon.removed'], { code: code.toUpperCase() });
      setCouponNote(note);
      announce(note);
      focusCouponField();
    } else if (onError) onError(r.error, { code: code.toUpperCase(), retry: () => void removeCoupon(code) });
    else setCouponError(errorText(r.error, { code: code.toUpperCase() }));
  };

  const selectRate = async (pkg: ShippingPackage, rateId: string, name: string) => {
    const lock = rateLock === 'each' ? `rate:${rateId}` : 'rate';
    if (!claim(lock)) return;
    setShippingBusy(rateId);
    setShippingError('');
    onCall?.();
    const r = await store.selectShippingRate(rateId, pkg.package_id);
    release(lock);
    setShippingBusy(null);
    if (r.ok) announce(format(s['cart.shipping.selected'], { rate: name }));
    else if (onError) onError(r.error, { retry: () => void selectRate(pkg, rateId, name) });
    else setShippingError(errorText(r.error));
  };

  /** For ./summary.tsx's Coupons (with the cart and the strings). */
  const couponProps: Omit<CouponsProps, 'cart' | 's'> = {
    text: couponText,
    error: couponError,
    note: couponNote,
    busy: couponBusy,
    field: couponField,
    onText: (t) => {
      setCouponText(t);
      if (couponError) setCouponError('');
    },
    onApply: (e) => void applyCoupon(e),
    onRemove: (c) => void removeCoupon(c),
  };
  /** For ./summary.tsx's Shipping (with the packages, the strings and the tax display). */
  const shippingProps: Pick<ShippingProps, 'busy' | 'error' | 'onSelect'> = {
    busy: shippingBusy,
    error: shippingError,
    onSelect: (p, id, n) => void selectRate(p, id, n),
  };

  return { couponProps, shippingProps, setCouponError, setShippingError };
}
