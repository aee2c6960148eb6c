/**
 * The cart answer the Store API gives (WC `CartSchema::get_item_response` and the item, coupon and
 * shipping-rate schemas), made from what the database holds: lines (product, quantity), applied
 * coupons, the chosen rate and the customer's addresses (whose shipping country picks the zone and so
 * the rates, catalog.ts SHIPPING_ZONES). Every amount is integer cents; taxes are worked out as WooCommerce
 * does for prices entered including tax (`WC_Tax::calc_inclusive_tax`, rounded per line, half up):
 * tax = round(gross × 9 / 109), the line's subtotal is the gross less that tax. Pure: no I/O.
 */
import { createHash } from 'node:crypto';
import { emptyAddress, PAYMENT_METHODS } from './checkout-config';
import { CURRENCY, DEFAULT_COUNTRY, LOW_STOCK_AMOUNT, PACKAGE_NAME, VAT_LABEL, VAT_PERCENT, shippingZone, shopCoupon, shopProduct, type ShopCoupon, type ShopRate } from './catalog';

export interface CartLine {
  product_id: number;
  quantity: number;
}

export interface CartState {
  lines: CartLine[];
  /** Applied coupon codes, in order. */
  coupons: string[];
  /** The chosen rate id ("" = none chosen: the first rate, as `wc_get_chosen_shipping_method_for_package` picks). */
  rate: string;
  /**
   * The customer's addresses as far as they are known (`cart/update-customer`; WooCommerce keeps them
   * on the session's WC_Customer): only the fields given, the rest is empty, the country 'NL'. The
   * shipping address's country picks the shipping zone (catalog.ts SHIPPING_ZONES).
   */
  billing?: Readonly<Record<string, string>>;
  shipping?: Readonly<Record<string, string>>;
}

/** The full billing and shipping addresses of a cart state (unset fields empty, the country the shop's base country). */
export function cartAddresses(state: Pick<CartState, 'billing' | 'shipping'>): { billing: Record<string, string>; shipping: Record<string, string> } {
  const fill = (kind: 'billing' | 'shipping', given: Readonly<Record<string, string>> | undefined) => {
    const a = emptyAddress(kind, DEFAULT_COUNTRY);
    for (const k of Object.keys(a)) if (typeof given?.[k] === 'string') a[k] = given[k]!;
    if (!a.country) a.country = DEFAULT_COUNTRY;
    return a;
  };
  return { billing: fill('billing', state.billing), shipping: fill('shipping', state.shipping) };
}

/** The rates the package of a cart state is offered (its shipping country's zone), and the one selected (undefined: none offered). */
export function cartRates(state: Pick<CartState, 'rate' | 'shipping'>): { country: string; rates: readonly ShopRate[]; chosen: ShopRate | undefined } {
  const country = cartAddresses(state).shipping.country!;
  const rates = shippingZone(country).rates;
  // Never chosen: the zone's first (pick-up in NL, as this shop has always shown it). Chosen but not
  // offered here (the address moved to another zone): WooCommerce 11's default for the Store API
  // (wc_get_default_shipping_method_for_package), the zone's first rate that is not a pick-up.
  const offered = rates.find((r) => r.rate_id === state.rate);
  const fallback = state.rate ? (rates.find((r) => r.method_id !== 'local_pickup') ?? rates[0]) : rates[0];
  return { country, rates, chosen: offered ?? fallback };
}

/** Integer division rounded half up (non-negative operands). */
export const roundDiv = (a: number, b: number): number => Math.floor((2 * a + b) / (2 * b));
/** The VAT inside a gross amount (cents). */
export const vatOf = (gross: number): number => roundDiv(gross * VAT_PERCENT, 100 + VAT_PERCENT);

const money = (cents: number) => String(cents);

/** WC_Cart_Session-style cart item key: md5 of the product id for a simple product (WC_Cart::generate_cart_id). */
export const itemKey = (productId: number): string => createHash('md5').update(String(productId)).digest('hex');

/** The `Cart-Hash` / `woocommerce_cart_hash` value: md5 of the cart's content and total; "" for an empty cart (WC_Cart::get_cart_hash). */
export function cartHash(state: CartState, totalPrice: number): string {
  if (state.lines.length === 0) return '';
  return createHash('md5').update(JSON.stringify([state.lines.map((l) => [l.product_id, l.quantity]), state.coupons, state.rate]) + String(totalPrice)).digest('hex');
}

/** `round($n / $d)` with PHP_ROUND_HALF_DOWN (WooCommerce's WC_DISCOUNT_ROUNDING_MODE), non-negative integers. */
export const roundDivHalfDown = (n: number, d: number): number => {
  const q = Math.floor(n / d);
  return 2 * (n - q * d) > d ? q + 1 : q;
};

/**
 * A percent coupon's discount per line, in cents, as WC_Discounts::apply_coupon_percent works it out
 * (read from WooCommerce 11.0.1 and checked against it on the WordPress interop stack): the lines most
 * expensive per unit first (sort_by_price), each line floor(gross × percent / 100); the cart's discount is
 * the items' gross × percent / 100 rounded half down, and the cents still missing are given one per unit,
 * line by line in that order (apply_coupon_remainder). 3 × € 18,50 and 1 × € 14,95 at 10 %: € 7,04, not € 7,05.
 */
export function percentDiscounts(lines: readonly { id: number; unit: number; quantity: number }[], percent: number): Map<number, number> {
  const sorted = [...lines].sort((a, b) => b.unit - a.unit);
  const out = new Map<number, number>();
  let total = 0;
  let cart = 0;
  for (const l of sorted) {
    const gross = l.unit * l.quantity;
    const d = Math.min(gross, Math.floor((gross * percent) / 100));
    out.set(l.id, d);
    total += d;
    cart += gross;
  }
  let missing = roundDivHalfDown(cart * percent, 100) - total;
  for (const l of sorted) {
    for (let i = 0; i < l.quantity && missing > 0; i++) {
      if (out.get(l.id)! >= l.unit * l.quantity) break;
      out.set(l.id, out.get(l.id)! + 1);
      missing--;
    }
    if (missing <= 0) break;
  }
  return out;
}

/** The coupons that still apply (a coupon that expired since it was applied drops out, as WooCommerce removes it). */
export function validCoupons(codes: readonly string[], now: number): ShopCoupon[] {
  return codes.map((c) => shopCoupon(c)).filter((c): c is ShopCoupon => c !== undefined && (c.expires === null || c.expires > now));
}

/**
 * The Store API cart for `state`. `available` gives each product's stock (for `low_stock_remaining`
 * and the quantity maximum; carts hold no stock, so, as in WooCommerce, both are the product's stock).
 */
export function cartResponse(state: CartState, available: (productId: number) => number, now: number): { body: Record<string, unknown>; hash: string; itemsCount: number } {
  const coupons = validCoupons(state.coupons, now);
  const freeShipping = coupons.some((c) => c.free_shipping);
  const couponDiscount = new Map<string, { gross: number; tax: number }>(coupons.map((c) => [c.code, { gross: 0, tax: 0 }]));

  let itemsSub = 0;
  let itemsSubTax = 0;
  let itemsTotal = 0;
  let itemsTotalTax = 0;
  const known = state.lines.filter((l) => shopProduct(l.product_id));
  const percent = new Map(coupons.filter((c) => c.discount_type === 'percent').map((c) => [c.code, percentDiscounts(known.map((l) => ({ id: l.product_id, unit: shopProduct(l.product_id)!.price, quantity: l.quantity })), c.amount)]));
  const items = state.lines.flatMap((line) => {
    const p = shopProduct(line.product_id);
    if (!p) return [];
    const gross = p.price * line.quantity;
    const subTax = vatOf(gross);
    let discGross = 0;
    let discTax = 0;
    for (const c of coupons) {
      if (c.discount_type !== 'percent') continue;
      const g = percent.get(c.code)!.get(p.id) ?? 0;
      const t = vatOf(g);
      discGross += g;
      discTax += t;
      const sum = couponDiscount.get(c.code)!;
      sum.gross += g;
      sum.tax += t;
    }
    const lineSub = gross - subTax;
    const lineTotal = lineSub - (discGross - discTax);
    const lineTotalTax = subTax - discTax;
    itemsSub += lineSub;
    itemsSubTax += subTax;
    itemsTotal += lineTotal;
    itemsTotalTax += lineTotalTax;
    const left = Math.max(0, available(p.id));
    const key = itemKey(p.id);
    return [
      {
        key,
        id: p.id,
        type: 'simple',
        quantity: line.quantity,
        quantity_limits: { minimum: 1, maximum: Math.min(9999, left), multiple_of: 1, editable: true },
        name: p.name,
        short_description: '',
        description: '',
        sku: '',
        low_stock_remaining: left <= LOW_STOCK_AMOUNT ? left : null,
        backorders_allowed: false,
        show_backorder_badge: false,
        sold_individually: false,
        permalink: `/product/${p.slug}/`,
        images: [{ id: 1000 + p.id, src: p.image, thumbnail: p.image, srcset: '', sizes: '', thumbnail_srcset: '', thumbnail_sizes: '', name: p.slug, alt: '' }],
        variation: [],
        item_data: [],
        prices: { price: money(p.price), regular_price: money(p.price), sale_price: money(p.price), price_range: null, ...CURRENCY, raw_prices: { precision: 6, price: money(p.price * 10000), regular_price: money(p.price * 10000), sale_price: money(p.price * 10000) } },
        totals: { line_subtotal: money(lineSub), line_subtotal_tax: money(subTax), line_total: money(lineTotal), line_total_tax: money(lineTotalTax), ...CURRENCY },
        catalog_visibility: 'visible',
        extensions: {},
      },
    ];
  });

  const needsShipping = items.length > 0;
  const addresses = cartAddresses(state);
  const { rates, chosen: chosenRate } = cartRates(state);
  const chosen = chosenRate?.rate_id ?? '';
  const rateCost = (cost: number) => (freeShipping ? 0 : cost);
  const rateTax = (cost: number) => roundDiv(rateCost(cost) * VAT_PERCENT, 100);
  const shipping = needsShipping && chosenRate ? rateCost(chosenRate.cost) : 0;
  const shippingTax = needsShipping && chosenRate ? rateTax(chosenRate.cost) : 0;
  const discountGross = [...couponDiscount.values()].reduce((s, d) => s + d.gross, 0);
  const discountTax = [...couponDiscount.values()].reduce((s, d) => s + d.tax, 0);
  const totalTax = itemsTotalTax + shippingTax;
  const totalPrice = itemsTotal + itemsTotalTax + shipping + shippingTax;
  const itemsCount = state.lines.reduce((n, l) => n + l.quantity, 0);

  const body = {
    items,
    coupons: coupons.map((c) => {
      const d = couponDiscount.get(c.code)!;
      return { code: c.code, discount_type: c.discount_type, totals: { total_discount: money(d.gross - d.tax), total_discount_tax: money(d.tax), ...CURRENCY } };
    }),
    fees: [],
    totals: {
      total_items: money(itemsSub),
      total_items_tax: money(itemsSubTax),
      total_fees: '0',
      total_fees_tax: '0',
      total_discount: money(discountGross - discountTax),
      total_discount_tax: money(discountTax),
      total_shipping: needsShipping ? money(shipping) : null,
      total_shipping_tax: needsShipping ? money(shippingTax) : null,
      total_price: money(totalPrice),
      total_tax: money(totalTax),
      tax_lines: totalTax > 0 ? [{ name: VAT_LABEL, price: money(totalTax), rate: `${VAT_PERCENT}%` }] : [],
      ...CURRENCY,
    },
    shipping_address: addresses.shipping,
    billing_address: addresses.billing,
    needs_payment: totalPrice > 0,
    needs_shipping: needsShipping,
    payment_requirements: ['products'],
    has_calculated_shipping: needsShipping,
    shipping_rates: needsShipping
      ? [
          {
            package_id: 0,
            name: PACKAGE_NAME,
            destination: { address_1: addresses.shipping.address_1, address_2: addresses.shipping.address_2, city: addresses.shipping.city, state: addresses.shipping.state, postcode: addresses.shipping.postcode, country: addresses.shipping.country },
            items: items.map((i) => ({ key: i.key, name: i.name, quantity: i.quantity })),
            // the zone's rates; none in "Locations not covered by your other zones" (needs_shipping stays true)
            shipping_rates: rates.map((r) => ({
              rate_id: r.rate_id,
              name: r.name,
              description: '',
              delivery_time: '',
              price: money(rateCost(r.cost)),
              taxes: money(rateTax(r.cost)),
              instance_id: r.instance_id,
              method_id: r.method_id,
              // WC_Shipping_Method::add_rate: the package's items as "{name} &times; {quantity}", joined by ", ".
              meta_data: [{ key: 'Items', value: items.map((i) => `${i.name} &times; ${i.quantity}`).join(', ') }],
              selected: r.rate_id === chosen,
              ...CURRENCY,
            })),
          },
        ]
      : [],
    items_count: itemsCount,
    items_weight: 0,
    cross_sells: [],
    errors: [],
    payment_methods: PAYMENT_METHODS.map((m) => m.id),
    extensions: {},
  };
  return { body, hash: cartHash(state, totalPrice), itemsCount };
}
