/**
 * The anatomy of the shop views shared by <wc-cart> and <wc-checkout> (summary.tsx): coupons,
 * shipping rates and totals. Part names for `part=""`, the docs (elements/docs/wc-cart.ts,
 * wc-checkout.ts) and the tests (tests/browser/shop-parts.test.ts). Names are public: never rename.
 */
import type { TotalsRow } from '../../core/shop/cart-page';

export const SUMMARY_PARTS = {
  coupons: 'coupons',
  couponInput: 'coupon-input',
  couponApply: 'coupon-apply',
  couponError: 'coupon-error',
  couponNote: 'coupon-note',
  couponList: 'coupon-list',
  couponCode: 'coupon-code',
  couponRemove: 'coupon-remove',
  shipping: 'shipping',
  rate: 'rate',
  shippingError: 'shipping-error',
  totals: 'totals',
  totalRow: 'total-row',
} as const;

/** Every id of core/shop/cart-page.ts's TotalsRow (a Record, so tsc fails here when core adds one). */
const TOTAL_ID_SET: Record<TotalsRow['id'], true> = { subtotal: true, discount: true, fee: true, shipping: true, tax: true, total: true };

/** The ids of the totals rows, each a part total-<id>. */
export const TOTAL_IDS = Object.keys(TOTAL_ID_SET) as TotalsRow['id'][];

/** The part of one totals row: total-<id> (beside total-row). */
export const totalPart = <Id extends TotalsRow['id']>(id: Id) => `total-${id}` as const;

/** A part name of the shared views. */
export type SummaryPartName = (typeof SUMMARY_PARTS)[keyof typeof SUMMARY_PARTS] | `total-${TotalsRow['id']}`;

/** Every part name the shared views can render. */
export const SUMMARY_PART_NAMES: readonly SummaryPartName[] = [...Object.values(SUMMARY_PARTS), ...TOTAL_IDS.map(totalPart)];

/** The values of parts objects and lists, without repeats (a tag's whole list). */
export const partNames = <N extends string>(...groups: readonly (Readonly<Record<string, N>> | readonly N[])[]): readonly N[] => [
  ...new Set(groups.flatMap((g): readonly N[] => (Array.isArray(g) ? (g as readonly N[]) : Object.values(g as Readonly<Record<string, N>>)))),
];

/** The selector of a part: [part~="<name>"] (the part attribute is a token list). */
export const partSelector = (name: string) => `[part~="${name}"]`;
