/**
 * <wc-checkout>'s order summary: the cart's lines, then the cart page's coupon, shipping and totals
 * parts (../shop/summary.tsx) with their calls (../shop/use-coupons-and-shipping.ts).
 */
import type { Cart, CartItem } from '../../core/shop/cart';
import { shownAmount, totalsRows, type TaxDisplay } from '../../core/shop/cart-page';
import type { WcCheckoutConfig } from '../../core/shop/checkout';
import { formatPrice } from '../../core/shop/money';
import { format } from '../../i18n';
import type { CheckoutStrings } from '../../i18n/checkout';
import { Coupons, Shipping, Totals, type CouponsProps, type ShippingProps } from '../shop/summary';
import { CHECKOUT_PARTS as P } from './parts';

/** A line's total as the cart page shows it: `line_subtotal`, with its tax when prices include tax. */
export const lineTotal = (i: Pick<CartItem, 'totals'>, taxDisplay: TaxDisplay) => shownAmount(i.totals.line_subtotal, i.totals.line_subtotal_tax, taxDisplay);

export interface OrderSummaryProps {
  cart: Cart;
  s: CheckoutStrings;
  config: WcCheckoutConfig;
  couponProps: Omit<CouponsProps, 'cart' | 's'>;
  shippingProps: Pick<ShippingProps, 'busy' | 'error' | 'onSelect'>;
}

export function OrderSummary({ cart, s, config, couponProps, shippingProps }: OrderSummaryProps) {
  return (
    <aside part={P.summary} className="summary" aria-label={s['checkout.summary']}>
      <div className="summary__inner">
        <h3 className="summary__title">{s['checkout.summary']}</h3>
        <ul part={P.lines} className="lines">
          {cart.items.map((i) => (
            <li key={i.key} part={P.line} className="line">
              <span className="line__name">
                {i.name} <span className="line__qty">{format(s['checkout.orderQuantity'], { n: i.quantity })}</span>
              </span>
              <span className="line__total">{formatPrice(lineTotal(i, config.taxDisplay), i.totals.currency)}</span>
            </li>
          ))}
        </ul>
        <Coupons cart={cart} s={s} {...couponProps} />
        {cart.needs_shipping && cart.shipping_rates.length > 0 && <Shipping packages={cart.shipping_rates} s={s} taxDisplay={config.taxDisplay} {...shippingProps} />}
        <Totals cart={cart} s={s} rows={totalsRows(cart, config.taxDisplay)} />
      </div>
    </aside>
  );
}
