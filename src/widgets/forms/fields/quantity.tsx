/** Field type `quantity` (`productField` names its product): a number, a select of amounts, or a hidden value. */
import { pricingInputType } from '../../../core/forms/pricing';
import { HiddenControl } from './hidden';
import { registerField } from './registry';
import { SelectControl } from './select';
import { TextLike } from './text-like';
import type { ControlProps } from './types';

export function QuantityControl(props: ControlProps) {
  const it = pricingInputType(props.field);
  if (it === 'select') return <SelectControl {...props} />;
  if (it === 'hidden') return <HiddenControl {...props} />;
  // A comma-decimal (or currency-format) quantity needs a text input: a number input only takes a point.
  if (props.field.numberFormat === 'decimal_comma' || props.field.numberFormat === 'currency') return <TextLike {...props} options={{ type: 'text', inputMode: 'decimal' }} />;
  return <TextLike {...props} options={{ type: 'number', inputMode: 'numeric', min: 0 }} />;
}

registerField('quantity', {
  kind: (field) => (pricingInputType(field) === 'hidden' ? 'hidden' : 'single'),
  Control: QuantityControl,
});
