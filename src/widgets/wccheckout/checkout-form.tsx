/**
 * <wc-checkout>'s form: the errors summary after a press, the contact e-mail, the billing address,
 * the shipping address (when the order is delivered elsewhere), the order note, payment, terms and
 * the place-order button.
 */
import type { FormEvent } from 'react';
import { ORDER_NOTE_MAX, type WcCheckoutConfig } from '../../core/shop/checkout';
import type { CheckoutStrings } from '../../i18n/checkout';
import { AccountFields } from './account-fields';
import { AddressFields, Field, fieldProps, GroupError, type AddressFieldsProps } from './address-form';
import { Payment, Terms } from './payment';
import { errorsText } from './texts';
import type { CheckoutForm as Form } from './use-checkout-form';
import { CHECKOUT_PARTS as P } from './parts';

export interface CheckoutFormProps {
  form: Form;
  s: CheckoutStrings;
  config: WcCheckoutConfig;
  /** The form was pressed: every field shows its problem. */
  submitted: boolean;
  /** The order is on its way (or its payment page opening). */
  busy: boolean;
  /** A cart call is out: the button says so (it still takes the press). */
  cartPending: boolean;
  needsShipping: boolean;
  pickup: boolean;
  needsShippingAddress: boolean;
  address: Pick<AddressFieldsProps, 'defaultCountry' | 'countryNames' | 'locale'>;
  onSubmit(e: FormEvent): void;
}

export function CheckoutForm({ form, s, config, submitted, busy, cartPending, needsShipping, pickup, needsShippingAddress, address, onSubmit }: CheckoutFormProps) {
  const { draft, groupErrors, edit, touch, setDraft } = form;
  const errorCount = form.errorCount(submitted);
  const messageOf = (id: string) => form.messageOf(id, submitted);
  const addressOf = { form, submitted, s, config, ...address };
  return (
    <form part={P.form} className="form" noValidate onSubmit={onSubmit} aria-labelledby="wc-checkout-heading">
      {submitted && errorCount > 0 && (
        <p part={P.errorsSummary} className="errors-summary" id="errors-summary">
          {errorsText(s, errorCount)}
        </p>
      )}
      <fieldset part={P.contact} className="section">
        <legend className="section__title">{s['checkout.contact']}</legend>
        <p className="section__hint" id="contact-hint">
          {s['checkout.contactHint']}
        </p>
        <Field
          {...fieldProps(form, 'contact-email', submitted)}
          field={{ key: 'email', required: true, autocomplete: 'email' }}
          type="email"
          label={s['checkout.field.email']}
          autoComplete="email"
          describedBy="contact-hint"
          value={draft.email}
          onInput={(v) => edit('contact-email', (d) => ({ ...d, email: v }))}
          onBlur={() => touch('contact-email')}
        />
        {config.loginUrl && messageOf('contact-email') === s['checkout.account.exists'] && (
          <a part={P.accountLogin} className="button button--secondary" href={config.loginUrl}>
            {s['checkout.login']}
          </a>
        )}
        {config.createAccount !== 'no' && !form.loggedIn && <AccountFields form={form} s={s} config={config} submitted={submitted} />}
      </fieldset>
      <fieldset part={P.billing} className="section" aria-describedby={groupErrors.billing ? 'billing-error' : undefined}>
        <legend className="section__title">{s['checkout.billing']}</legend>
        {groupErrors.billing && <GroupError id="billing-error" text={groupErrors.billing} />}
        <div className="grid">
          <AddressFields group="billing" {...addressOf} />
        </div>
      </fieldset>
      {needsShipping && pickup && (
        <p part={P.pickupNote} className="section__hint">
          {s['checkout.pickupNote']}
        </p>
      )}
      {needsShippingAddress && (
        <div className="section">
          <label className="check">
            <input part={P.shipToDifferent} type="checkbox" checked={draft.shipToDifferent} onChange={(e) => setDraft((d) => ({ ...d, shipToDifferent: (e.target as HTMLInputElement).checked }))} />
            <span>{s['checkout.shipToDifferent']}</span>
          </label>
          {draft.shipToDifferent && (
            <fieldset part={P.shipping} className="section section--nested" aria-describedby={groupErrors.shipping ? 'shipping-error' : undefined}>
              <legend className="section__title">{s['checkout.shipping']}</legend>
              {groupErrors.shipping && <GroupError id="shipping-error" text={groupErrors.shipping} />}
              <div className="grid">
                <AddressFields group="shipping" {...addressOf} />
              </div>
            </fieldset>
          )}
        </div>
      )}
      {!needsShippingAddress && groupErrors.shipping && <GroupError id="shipping-error" text={groupErrors.shipping} />}
      <div className="section">
        <label htmlFor="order-note" className="field__label">
          {s['checkout.note']}
        </label>
        <textarea
          id="order-note"
          part={P.note}
          name="order_comments"
          rows={3}
          maxLength={ORDER_NOTE_MAX}
          aria-describedby="order-note-hint"
          value={draft.note}
          onInput={(e) => edit('note', (d) => ({ ...d, note: (e.target as HTMLTextAreaElement).value }))}
          onChange={(e) => edit('note', (d) => ({ ...d, note: (e.target as HTMLTextAreaElement).value }))}
        />
        <p className="section__hint" id="order-note-hint">
          {s['checkout.noteHint']}
        </p>
      </div>
      <Payment form={form} methods={form.methods} message={messageOf('payment')} s={s} config={config} />
      {config.termsUrl && <Terms form={form} termsUrl={config.termsUrl} message={messageOf('terms')} s={s} />}
      <button type="submit" part={P.placeOrder} className="button button--primary button--wide place" aria-disabled={busy || cartPending ? 'true' : undefined} aria-busy={busy ? 'true' : 'false'}>
        {busy ? s['checkout.placing'] : s['checkout.place']}
      </button>
    </form>
  );
}
