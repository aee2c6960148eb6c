/**
 * <wc-checkout>'s texts built from its strings: field labels, a field's problem, a server's field
 * message in the page's language, payment method titles and the banner after an answer.
 */
import type { CheckoutBanner } from '../../core/shop/checkout-machine';
import type { FieldProblem, WcCheckoutConfig } from '../../core/shop/checkout';
import type { StoreError } from '../../core/shop/errors';
import { format } from '../../i18n';
import type { CheckoutStrings } from '../../i18n/checkout';
import { storeErrorText } from '../../i18n/shop';

/** A field's label without its "(optioneel)". */
export const fieldLabel = (s: CheckoutStrings, key: string): string => (s[`checkout.field.${key}` as keyof CheckoutStrings] ?? key).replace(/\s*\(.*\)$/, '');

export const problemText = (s: CheckoutStrings, p: FieldProblem, key: string): string => (p ? format(s[`checkout.problem.${p}` as keyof CheckoutStrings], { field: fieldLabel(s, key).toLowerCase() }) : '');

/** "1 field" or "n fields" need attention. */
export const errorsText = (s: CheckoutStrings, n: number): string => (n === 1 ? s['checkout.errorsOne'] : format(s['checkout.errorsSummary'], { n }));

/**
 * A server's field message in the page's language: WooCommerce's "{label} is required" and its
 * postcode, phone and e-mail refusals are told in the tag's own words; any other message as sent.
 */
export function serverFieldText(s: CheckoutStrings, key: string, message: string): string {
  if (!message || / is required\.?$/i.test(message)) return problemText(s, 'required', key);
  if (/not (a )?valid|is invalid/i.test(message) && (key === 'postcode' || key === 'phone' || key === 'email')) return problemText(s, key, key);
  return message;
}

export const methodTitle = (s: CheckoutStrings, config: WcCheckoutConfig, id: string): string =>
  config.paymentMethods[id]?.title || (s[`checkout.method.${id}` as keyof CheckoutStrings] as string | undefined) || id;

export const methodDescription = (s: CheckoutStrings, config: WcCheckoutConfig, id: string): string =>
  config.paymentMethods[id]?.description || (s[`checkout.method.${id}.description` as keyof CheckoutStrings] as string | undefined) || '';

/** A refusal in the page's language when the tag knows its code (or the product it names), else the server's own words. */
export function said(s: CheckoutStrings, error: Pick<StoreError, 'code' | 'message' | 'status'>): string {
  const own = storeErrorText(s, error, {});
  return own === s['shop.error.unknown'] && error.message ? error.message : own;
}

export function bannerText(s: CheckoutStrings, b: CheckoutBanner): string {
  switch (b.kind) {
    case 'lost':
      return s['checkout.lost'];
    case 'cart':
      return format(s['checkout.cartChanged'], { message: said(s, b.error) }).replace(/\s{2,}/g, ' ');
    case 'payment':
      return format(s['checkout.paymentFailed'], { message: b.error.message }).replace(/\s{2,}/g, ' ');
    case 'probablyPlaced':
      return s['checkout.probablyPlaced'];
    case 'guestDisabled':
      return s['checkout.guestDisabled'];
    case 'refused':
      return format(s['checkout.refused'], { message: said(s, b.error) }).trim();
  }
}
