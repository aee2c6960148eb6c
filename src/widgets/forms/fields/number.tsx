/**
 * Field type `number`. A text input with a decimal keyboard, so a Dutch visitor can type a comma
 * (numberFormat decimal_comma); the range is shown as an instruction and checked by the server.
 * With `enableCalculation` it is read-only and shows its formula's result (Gravity Forms does the same).
 */
import { inputName } from '../../../core/forms/pages';
import { hasCalculation } from '../../../core/forms/pricing';
import { format } from '../../../i18n';
import { useCalculation } from '../form-runtime';
import { PARTS } from '../parts';
import { registerField } from './registry';
import { TextLike } from './text-like';
import type { ControlProps } from './types';

export function NumberControl(props: ControlProps) {
  if (hasCalculation(props.field)) return <CalculatedNumber {...props} />;
  return <TextLike {...props} options={{ type: 'text', inputMode: 'decimal' }} />;
}

function CalculatedNumber({ field, id, describedBy, initial }: ControlProps) {
  const name = inputName(field.id);
  const start = initial(name);
  const value = useCalculation(field.id) ?? (typeof start === 'string' ? start : (field.defaultValue ?? ''));
  return <input part={PARTS.input} className="gfield__input gfield__readonly" type="text" readOnly id={id} name={name} value={value} aria-describedby={describedBy} />;
}

registerField('number', {
  kind: 'single',
  Control: NumberControl,
  hint(field, strings) {
    const { rangeMin: min, rangeMax: max } = field;
    if (min !== undefined && max !== undefined) return format(strings['forms.numberRange'], { min, max });
    if (min !== undefined) return format(strings['forms.numberMin'], { min });
    if (max !== undefined) return format(strings['forms.numberMax'], { max });
    return null;
  },
});
