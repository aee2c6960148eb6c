/** Descriptions of the shop's shared summary parts (src/widgets/shop/parts.ts), for <wc-cart> and <wc-checkout>. */
import type { SummaryPartName } from '../../src/widgets/shop/parts';

/** One line each; `shipping` is described by each tag (on <wc-checkout> it also names the shipping address fieldset). */
export const SUMMARY_PART_DOCS: Record<Exclude<SummaryPartName, 'shipping'>, string> = {
  coupons: 'The coupon form and the applied coupons.',
  'coupon-input': 'The coupon code field.',
  'coupon-apply': 'The apply button (aria-disabled while a code is on its way).',
  'coupon-error': 'A refused coupon (role="alert").',
  'coupon-note': 'The note after a coupon was applied or removed.',
  'coupon-list': 'The applied coupons.',
  'coupon-code': "An applied coupon's code.",
  'coupon-remove': "An applied coupon's remove button.",
  rate: 'A shipping rate radio.',
  'shipping-error': 'A refused shipping rate choice (role="alert").',
  totals: 'The totals list.',
  'total-row': 'One totals row (beside its total-<id> part).',
  'total-subtotal': 'The subtotal row.',
  'total-discount': 'The discount row (with coupons).',
  'total-fee': 'A fee row.',
  'total-shipping': 'The shipping row.',
  'total-tax': 'A tax row.',
  'total-total': 'The total row.',
};

