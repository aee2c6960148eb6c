/** Field type `radio`: one choice out of several, in a fieldset. */
import { inputName } from '../../../core/forms/pages';
import { PARTS } from '../parts';
import { registerField } from './registry';
import type { ControlProps } from './types';

export function RadioControl({ field, id, describedBy, invalid, required, initial, restored }: ControlProps) {
  const name = inputName(field.id);
  const start = initial(name);
  return (
    <div className="gfield__choices" role="radiogroup" aria-labelledby={`${id}_legend`} aria-required={required || undefined} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      {(field.choices ?? []).map((c, i) => {
        const value = c.value ?? c.text;
        const cid = i === 0 ? id : `${id}_${i}`;
        return (
          <div className="gfield__choice" key={i}>
            <input part={PARTS.input} type="radio" id={cid} name={name} value={value} defaultChecked={restored ? start === value : c.isSelected === true} />
            <label htmlFor={cid}>{c.text}</label>
          </div>
        );
      })}
    </div>
  );
}

registerField('radio', { kind: 'group', Control: RadioControl });
