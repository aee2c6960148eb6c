/**
 * Field type `consent`: one checkbox (`input_{id}.1`, value 1) with the consent text, plus the
 * hidden text (`.2`) and description revision (`.3`) Gravity Forms posts with it.
 */
import { inputName } from '../../../core/forms/pages';
import { PARTS } from '../parts';
import { registerField } from './registry';
import type { ControlProps } from './types';

export function ConsentControl({ field, id, describedBy, invalid, required, initial, restored, strings }: ControlProps) {
  const name = inputName(`${field.id}.1`);
  const start = initial(name);
  const text = field.checkboxLabel || strings['forms.consentDefault'];
  return (
    <div className="gfield__choices">
      <div className="gfield__choice">
        <input
          part={PARTS.input}
          type="checkbox"
          id={id}
          name={name}
          value="1"
          defaultChecked={restored ? start === '1' : false}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        <label htmlFor={id}>{text}</label>
      </div>
      <input type="hidden" name={inputName(`${field.id}.2`)} value={text} readOnly />
      <input type="hidden" name={inputName(`${field.id}.3`)} value={String(field.inputs?.find((i) => i.id === `${field.id}.3`)?.defaultValue ?? '1')} readOnly />
    </div>
  );
}

registerField('consent', { kind: 'group', Control: ConsentControl });
