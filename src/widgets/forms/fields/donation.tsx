/** Field type `donation`: an amount the visitor types (inputType `donation`), or priced choices (select, radio). */
import { pricingInputType } from '../../../core/forms/pricing';
import { PricedChoices, pricedChoicesKind } from './priced-choices';
import { AmountInput } from './product';
import { registerField } from './registry';
import type { ControlProps } from './types';

export function DonationControl(props: ControlProps) {
  return pricingInputType(props.field) === 'donation' ? <AmountInput {...props} /> : <PricedChoices {...props} show="price" />;
}

registerField('donation', {
  kind: (field) => (pricingInputType(field) === 'donation' ? 'single' : pricedChoicesKind(pricingInputType(field))),
  Control: DonationControl,
});
