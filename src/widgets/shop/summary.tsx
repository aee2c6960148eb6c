/**
 * The order summary's parts shared by <wc-cart> and <wc-checkout> (issues 32, 33): the coupon form
 * with the applied coupons, the shipping rates per package, and the totals as the Store API gives
 * them (src/core/shop/cart-page.ts totalsRows). Presentational: the calls and the texts of their
 * answers are in ./use-coupons-and-shipping.ts. Their styles are in ../wccart/wc-cart.css, which
 * both tags adopt.
 */
import type { FormEvent, RefObject } from 'react';
import type { Cart, ShippingPackage } from '../../core/shop/cart';
import { shownAmount, type TotalsRow, type WcCartConfig } from '../../core/shop/cart-page';
import { formatPrice } from '../../core/shop/money';
import { format } from '../../i18n';
import type { WcCartStrings } from '../../i18n/wccart';
import { SUMMARY_PARTS as P, totalPart } from './parts';

export interface CouponsProps {
  cart: Cart;
  s: WcCartStrings;
  text: string;
  error: string;
  note: string;
  busy: string | null;
  field: RefObject<HTMLInputElement | null>;
  onText(t: string): void;
  onApply(e: FormEvent): void;
  onRemove(code: string): void;
}

export function Coupons({ cart, s, text, error, note, busy, field, onText, onApply, onRemove }: CouponsProps) {
  const applying = busy !== null && !cart.coupons.some((c) => c.code === busy);
  return (
    <div part={P.coupons} className="coupons">
      <form className="coupon-form" noValidate onSubmit={onApply} aria-busy={applying ? 'true' : 'false'}>
        <label className="coupon-form__label" htmlFor="wc-cart-coupon">
          {s['cart.coupon.label']}
        </label>
        <div className="coupon-form__row">
          <input
            id="wc-cart-coupon"
            ref={field}
            part={P.couponInput}
            className="coupon-form__input"
            type="text"
            name="coupon_code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={text}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? 'wc-cart-coupon-error' : note ? 'wc-cart-coupon-note' : undefined}
            onInput={(e) => onText((e.target as HTMLInputElement).value)}
            onChange={(e) => onText((e.target as HTMLInputElement).value)}
          />
          <button type="submit" part={P.couponApply} className="button button--secondary" aria-disabled={applying ? 'true' : undefined}>
            {s['cart.coupon.apply']}
          </button>
        </div>
        {error && (
          <p part={P.couponError} id="wc-cart-coupon-error" className="field-error" role="alert">
            {error}
          </p>
        )}
        {!error && note && (
          <p part={P.couponNote} id="wc-cart-coupon-note" className="field-note">
            {note}
          </p>
        )}
      </form>
      {cart.coupons.length > 0 && (
        <ul part={P.couponList} className="coupon-list" aria-label={s['cart.coupons']}>
          {cart.coupons.map((c) => (
            <li key={c.code} className="coupon-chip" aria-busy={busy === c.code ? 'true' : 'false'}>
              <span part={P.couponCode}>{c.code.toUpperCase()}</span>
              <button type="button" part={P.couponRemove} className="coupon-chip__remove" aria-label={format(s['cart.coupon.remove'], { code: c.code.toUpperCase() })} onClick={() => onRemove(c.code)}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface ShippingProps {
  packages: ShippingPackage[];
  s: WcCartStrings;
  busy: string | null;
  error: string;
  taxDisplay: WcCartConfig['taxDisplay'];
  onSelect(pkg: ShippingPackage, rateId: string, name: string): void;
}

export function Shipping({ packages, s, busy, error, taxDisplay, onSelect }: ShippingProps) {
  return (
    <div part={P.shipping} className="shipping" aria-busy={busy ? 'true' : 'false'}>
      {packages.map((pkg, i) => {
        const selected = pkg.shipping_rates.find((r) => r.selected) ?? pkg.shipping_rates[0];
        // The rate being selected shows checked while the answer is on its way (then the answer's).
        const pending = busy && pkg.shipping_rates.some((r) => r.rate_id === busy) ? busy : undefined;
        const name = `wc-cart-rate-${i}`;
        return (
          <fieldset key={String(pkg.package_id)} className="shipping__package" aria-describedby={error ? 'wc-cart-shipping-error' : undefined}>
            <legend className="shipping__legend">{packages.length > 1 && pkg.name ? format(s['cart.shippingFor'], { name: pkg.name }) : s['cart.shipping']}</legend>
            {pkg.shipping_rates.map((r) => {
              const price = shownAmount(r.price, r.taxes, taxDisplay);
              return (
                <label key={r.rate_id} className="rate">
                  <input part={P.rate} type="radio" name={name} value={r.rate_id} checked={(pending ?? selected?.rate_id) === r.rate_id} onChange={() => onSelect(pkg, r.rate_id, r.name)} />
                  <span className="rate__name">{r.name}</span>
                  <span className="rate__price">{price === '0' ? s['cart.shipping.free'] : formatPrice(price, r.currency)}</span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
      {error && (
        <p part={P.shippingError} id="wc-cart-shipping-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function Totals({ cart, s, rows }: { cart: Cart; s: WcCartStrings; rows: TotalsRow[] }) {
  const cur = cart.totals.currency;
  const label = (r: TotalsRow): string => {
    switch (r.id) {
      case 'subtotal':
        return s['cart.subtotal'];
      case 'discount':
        return r.codes.length ? format(s['cart.discountWith'], { code: r.codes.map((c) => c.toUpperCase()).join(', ') }) : s['cart.discount'];
      case 'fee':
        return r.name;
      case 'shipping':
        return s['cart.shipping'];
      case 'tax': {
        const name = r.name || (r.rate ? format(s['cart.taxRate'], { rate_pct: r.rate }) : s['cart.tax']);
        return r.included ? format(s['cart.taxIncluded'], { name }) : name;
      }
      case 'total':
        return s['cart.total'];
    }
  };
  const value = (r: TotalsRow): string => {
    if (r.id === 'shipping' && r.amount === null) return s['cart.shipping.notCalculated'];
    if (r.id === 'shipping' && r.free) return s['cart.shipping.free'];
    const text = formatPrice(r.amount, cur);
    return r.id === 'discount' && text ? `-${text}` : text;
  };
  return (
    <dl part={P.totals} className="totals">
      {rows.map((r, i) => (
        <div key={`${r.id}-${i}`} part={`${P.totalRow} ${totalPart(r.id)}`} className={`totals__row totals__row--${r.id}`}>
          <dt>{label(r)}</dt>
          <dd>{value(r)}</dd>
        </div>
      ))}
    </dl>
  );
}

