/**
 * <wc-checkout>'s address forms: a field with its label and message, an address group's error, and
 * an address (billing or shipping) as the country's form asks it (the Dutch one by default).
 */
import { addressForm, normalizePostcode, type AddressField, type WcCheckoutConfig } from '../../core/shop/checkout';
import type { CheckoutStrings } from '../../i18n/checkout';
import { fieldLabel } from './texts';
import type { CheckoutForm, FieldId, Group } from './use-checkout-form';
import { countryName } from '../shop/country-name';
import { CHECKOUT_PARTS as P } from './parts';


/** A field's id, message and invalid state after a press (`submitted`) or once touched. */
export function fieldProps(form: Pick<CheckoutForm, 'messageOf'>, id: FieldId, submitted: boolean) {
  const message = form.messageOf(id, submitted);
  return { id, message, invalid: !!message };
}

export interface AddressFieldsProps {
  group: Group;
  form: CheckoutForm;
  submitted: boolean;
  s: CheckoutStrings;
  config: WcCheckoutConfig;
  defaultCountry: string;
  /** The country names WooCommerce printed, by code. */
  countryNames: Record<string, string>;
  locale: string;
}

export function AddressFields({ group: g, form, submitted, s, config, defaultCountry, countryNames, locale }: AddressFieldsProps) {
  const { draft, draftRef, edit, touch, setDraft } = form;
  const a = draft[g];
  const country = (a.country || defaultCountry).toUpperCase();
  return (
    <>
      {config.countries.length > 1 && (
        <div className="field field--full">
          <label htmlFor={`${g}-country`}>{fieldLabel(s, 'country')}</label>
          <select
            id={`${g}-country`}
            part={P.fieldInput}
            name={`${g}_country`}
            autoComplete={`${g === 'billing' ? 'billing' : 'shipping'} country`}
            value={country}
            onChange={(e) => {
              const v = (e.target as HTMLSelectElement).value;
              edit(`${g}-country`, (d) => ({ ...d, [g]: { ...d[g], country: v } }));
            }}
          >
            {config.countries.map((c) => (
              <option key={c} value={c}>
                {countryNames[c] || countryName(c, locale)}
              </option>
            ))}
          </select>
        </div>
      )}
      {/* A pick-up order asks the billing address too: WooCommerce requires the billing locale's
          fields whatever the shipping (OrderController::validate_addresses), as its Checkout block does. */}
      {addressForm(country, config.phone).fields.map((f) => {
        const id = `${g}-${f.key}`;
        return (
          <Field
            key={id}
            {...fieldProps(form, id, submitted)}
            field={f}
            // A field the shop requires loses its "(optioneel)" (the phone, when asked so).
            label={f.required ? fieldLabel(s, f.key) : (s[`checkout.field.${f.key}` as keyof CheckoutStrings] ?? f.key)}
            type={f.kind === 'phone' ? 'tel' : 'text'}
            autoComplete={f.autocomplete === 'off' ? 'off' : `${g} ${f.autocomplete}`}
            value={a[f.key] ?? ''}
            onInput={(v) => edit(id, (d) => ({ ...d, [g]: { ...d[g], [f.key]: v } }))}
            onBlur={() => {
              touch(id);
              if (f.kind === 'postcode') {
                const n = normalizePostcode(draftRef.current[g].postcode ?? '', country);
                if (n !== (draftRef.current[g].postcode ?? '')) setDraft((d) => ({ ...d, [g]: { ...d[g], postcode: n } }));
              }
            }}
          />
        );
      })}
    </>
  );
}

export function GroupError({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} part={P.groupError} className="field-error group-error" tabIndex={-1}>
      {text}
    </p>
  );
}

export interface FieldProps {
  id: string;
  field: Pick<AddressField, 'required' | 'autocomplete' | 'half' | 'quarter' | 'inputMode'> & { key: string };
  label: string;
  type?: string;
  autoComplete: string;
  value: string;
  message: string;
  invalid: boolean;
  describedBy?: string;
  onInput(value: string): void;
  onBlur(): void;
}

export function Field({ id, field, label, type = 'text', autoComplete, value, message, invalid, describedBy, onInput, onBlur }: FieldProps) {
  const errId = `${id}-error`;
  const described = [describedBy, message ? errId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${field.quarter ? ' field--quarter' : field.half ? ' field--half' : ' field--full'}`}>
      <label htmlFor={id}>
        {label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        part={P.fieldInput}
        name={id.replace('-', '_')}
        type={type}
        inputMode={field.inputMode}
        autoComplete={autoComplete}
        required={field.required}
        aria-invalid={invalid ? 'true' : undefined}
        aria-describedby={described}
        value={value}
        onInput={(e) => onInput((e.target as HTMLInputElement).value)}
        onChange={(e) => onInput((e.target as HTMLInputElement).value)}
        onBlur={onBlur}
      />
      {message && (
        <p id={errId} part={P.fieldError} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}

