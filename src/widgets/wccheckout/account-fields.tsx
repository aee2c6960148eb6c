/**
 * <wc-checkout>'s account made with the order (issue 42), as WooCommerce's checkout offers it: a
 * "create an account" box (`create-account="optional"`) or the note that one is made
 * (`required`), the password field with the project's strength meter (src/core/forms/password.ts)
 * unless the shop makes the password, and the log-in link when the e-mail has an account already.
 */
import { passwordStrength, type PasswordStrength } from '../../core/forms/password';
import type { WcCheckoutConfig } from '../../core/shop/checkout';
import { format } from '../../i18n';
import type { CheckoutStrings } from '../../i18n/checkout';
import { Field, fieldProps } from './address-form';
import { CHECKOUT_PARTS as P } from './parts';
import type { CheckoutForm } from './use-checkout-form';

function strengthText(s: CheckoutStrings, level: PasswordStrength): string {
  switch (level) {
    case 'blank':
    case 'mismatch':
      return '';
    default:
      return format(s['checkout.account.strength'], { level: s[`checkout.account.strength.${level}`] });
  }
}

export function AccountFields({ form, s, config, submitted }: { form: CheckoutForm; s: CheckoutStrings; config: WcCheckoutConfig; submitted: boolean }) {
  const { draft, edit, account } = form;
  const strength = account.asksPassword ? passwordStrength(form.password, '', { disallowed: [draft.email, draft.billing.first_name ?? '', draft.billing.last_name ?? ''].filter(Boolean) }) : 'blank';
  return (
    <div part={P.account} className="account">
      {config.createAccount === 'optional' ? (
        <label className="check">
          <input type="checkbox" part={P.accountCreate} checked={draft.createAccount} aria-describedby="account-hint" onChange={(e) => edit('account-create', (d) => ({ ...d, createAccount: e.currentTarget.checked }))} />
          <span>{s['checkout.account.create']}</span>
        </label>
      ) : null}
      <p className="section__hint" id="account-hint">
        {config.createAccount === 'required' ? s['checkout.account.required'] : s['checkout.account.createHint']}
      </p>
      {account.makes && config.generatePassword && <p className="section__hint">{s['checkout.account.generated']}</p>}
      {account.asksPassword && (
        <>
          <Field
            {...fieldProps(form, 'account-password', submitted)}
            field={{ key: 'password', required: true, autocomplete: 'new-password' }}
            type="password"
            label={s['checkout.account.password']}
            autoComplete="new-password"
            describedBy="account-strength"
            value={form.password}
            onInput={form.setPassword}
            onBlur={() => form.touch('account-password')}
          />
          <p id="account-strength" part={P.passwordStrength} className="section__hint" data-level={strength} aria-live="polite">
            {strengthText(s, strength)}
          </p>
        </>
      )}
    </div>
  );
}
