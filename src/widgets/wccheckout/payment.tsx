/**
 * <wc-checkout>'s payment: the methods the cart answer offers (titles and descriptions from the
 * config or the strings) and the terms box when the shop has a terms page.
 */
import type { ReactNode } from 'react';
import type { WcCheckoutConfig } from '../../core/shop/checkout';
import type { CheckoutStrings } from '../../i18n/checkout';
import { methodDescription, methodTitle } from './texts';
import type { CheckoutForm } from './use-checkout-form';
import { CHECKOUT_PARTS as P } from './parts';

interface PaymentProps {
  form: Pick<CheckoutForm, 'draft' | 'edit'>;
  methods: string[];
  /** The payment field's message. */
  message: string;
  s: CheckoutStrings;
  config: WcCheckoutConfig;
}

export function Payment({ form, methods, message, s, config }: PaymentProps) {
  return (
    <fieldset part={P.payment} className="section" aria-describedby={message ? 'payment-error' : undefined}>
      <legend className="section__title">{s['checkout.payment']}</legend>
      {methods.length === 0 && <p className="section__hint">{s['checkout.noPayment']}</p>}
      {methods.map((m) => (
        <label key={m} className="method">
          <input
            part={P.paymentMethod}
            type="radio"
            name="payment_method"
            value={m}
            id={m === methods[0] ? 'payment' : undefined}
            checked={form.draft.paymentMethod === m}
            onChange={() => form.edit('payment', (d) => ({ ...d, paymentMethod: m }))}
          />
          <span className="method__text">
            <span className="method__title">{methodTitle(s, config, m)}</span>
            {methodDescription(s, config, m) && <span className="method__description">{methodDescription(s, config, m)}</span>}
          </span>
        </label>
      ))}
      {message && (
        <p id="payment-error" part={P.fieldError} className="field-error">
          {message}
        </p>
      )}
    </fieldset>
  );
}

/** A template with one `{link}` filled by a React node. */
function withLink(template: string, link: ReactNode): ReactNode {
  const [before, after] = template.split('{link}');
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

interface TermsProps {
  form: Pick<CheckoutForm, 'draft' | 'edit'>;
  termsUrl: string;
  /** The terms box's message. */
  message: string;
  s: CheckoutStrings;
}

export function Terms({ form, termsUrl, message, s }: TermsProps) {
  return (
    <div className="section">
      <label className="check">
        <input
          id="terms"
          part={P.terms}
          type="checkbox"
          required
          checked={form.draft.terms}
          aria-invalid={message ? 'true' : undefined}
          aria-describedby={message ? 'terms-error' : undefined}
          onChange={(e) => form.edit('terms', (d) => ({ ...d, terms: (e.target as HTMLInputElement).checked }))}
        />
        <span>
          {withLink(
            s['checkout.terms'],
            <a href={termsUrl} target="_blank" rel="noopener">
              {s['checkout.termsLink']}
            </a>,
          )}
        </span>
      </label>
      {message && (
        <p id="terms-error" part={P.fieldError} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}
