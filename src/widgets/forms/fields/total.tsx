/**
 * Field type `total`: the total price as money in the `total` part (an `<output>`, announced
 * politely when it changes) and posted as `input_{id}` the way Gravity Forms posts it (formatted).
 */
import { inputName } from '../../../core/forms/pages';
import { EUR, formatMoney } from '../../../core/shared/currency';
import { useFormRuntime, useTotal } from '../form-runtime';
import { PARTS } from '../parts';
import { registerField } from './registry';
import type { ControlProps } from './types';

export function TotalControl({ field, id, describedBy }: ControlProps) {
  const currency = useFormRuntime()?.currency ?? EUR;
  const text = formatMoney(useTotal(), currency);
  return (
    <>
      <output part={PARTS.total} className="gfield__total" id={id} aria-live="polite" aria-atomic="true" aria-describedby={describedBy}>
        {text}
      </output>
      <input type="hidden" name={inputName(field.id)} value={text} />
    </>
  );
}

registerField('total', { kind: 'single', Control: TotalControl });
