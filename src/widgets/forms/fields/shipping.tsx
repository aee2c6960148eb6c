/**
 * Field type `shipping`: `singleshipping` (a read-only price, `input_{id}`), or `select` / `radio`
 * priced choices. It counts only when some product is selected (src/core/forms/pricing.ts).
 */
import { pricingInputType } from '../../../core/forms/pricing';
import { inputName } from '../../../core/forms/pages';
import { EUR, formatMoney, toNumber } from '../../../core/shared/currency';
import { useFormRuntime } from '../form-runtime';
import { PARTS } from '../parts';
import { PricedChoices, pricedChoicesKind } from './priced-choices';
import { registerField } from './registry';
import type { ControlProps } from './types';

export function ShippingControl(props: ControlProps) {
  const currency = useFormRuntime()?.currency ?? EUR;
  const { field, id, describedBy } = props;
  if (pricingInputType(field) !== 'singleshipping') return <PricedChoices {...props} show="difference" />;
  const price = formatMoney(toNumber(field.basePrice ?? '', currency) ?? 0, currency);
  return <input part={PARTS.input} className="gfield__input gfield__readonly" type="text" readOnly id={id} name={inputName(field.id)} value={price} aria-describedby={describedBy} />;
}

registerField('shipping', {
  kind: (field) => (pricingInputType(field) === 'singleshipping' ? 'single' : pricedChoicesKind(pricingInputType(field))),
  Control: ShippingControl,
});
