/**
 * Field type `address`: street, line 2, city, state, zip and country (Gravity Forms' .1 to .6).
 * The country is a select of ISO regions named in the visitor's language; the name is posted, as
 * Gravity Forms does.
 */
import { ADDRESS_SUB_INPUTS, subInputHidden } from '../../../core/forms/pages';
import { PARTS } from '../parts';
import { registerField } from './registry';
import { SubInputs, type SubInput } from './sub-inputs';
import type { ControlProps } from './types';

/** Regions offered in the country list (European neighbours first, as a Dutch site needs). */
export const ADDRESS_COUNTRIES = ['NL', 'BE', 'DE', 'LU', 'FR', 'GB', 'IE', 'DK', 'AT', 'CH', 'ES', 'PT', 'IT', 'PL', 'SE', 'NO', 'FI', 'CZ', 'US', 'CA'] as const;

const LABELS = {
  street: 'forms.addressStreet',
  street2: 'forms.addressStreet2',
  city: 'forms.addressCity',
  state: 'forms.addressState',
  zip: 'forms.addressZip',
  country: 'forms.addressCountry',
} as const;
const AUTOCOMPLETE = { street: 'address-line1', street2: 'address-line2', city: 'address-level2', state: 'address-level1', zip: 'postal-code', country: 'country-name' } as const;

function countryNames(locale: string): string[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = undefined;
  }
  return ADDRESS_COUNTRIES.map((c) => names?.of(c) ?? c);
}

export function AddressControl(props: ControlProps) {
  const { field, strings, required, locale } = props;
  const inputs: SubInput[] = ADDRESS_SUB_INPUTS.filter((s) => !subInputHidden(field, s.n, s.hidden)).map((s) => {
    const sub: SubInput = { n: s.n, label: strings[LABELS[s.key]], required: required && s.required, autoComplete: AUTOCOMPLETE[s.key], wide: s.key === 'street' || s.key === 'street2' };
    if (s.key === 'country') {
      sub.render = (attrs) => (
        <select part={PARTS.input} className="gfield__input gfield__select" autoComplete="country-name" {...attrs}>
          <option value="">{strings['forms.selectPlaceholder']}</option>
          {countryNames(locale).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      );
    }
    return sub;
  });
  return <SubInputs props={props} inputs={inputs} />;
}

registerField('address', { kind: 'group', Control: AddressControl });
