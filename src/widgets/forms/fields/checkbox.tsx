/** Field type `checkbox`: several choices, each posted as `input_{id}_{n}` (Gravity Forms numbering). */
import { checkboxInputIds, inputName } from '../../../core/forms/pages';
import { PARTS } from '../parts';
import { registerField } from './registry';
import type { ControlProps } from './types';

export function CheckboxControl({ field, id, describedBy, invalid, initial, restored }: ControlProps) {
  const choices = field.choices ?? [];
  const ids = field.inputs?.length === choices.length ? field.inputs.map((i) => i.id) : checkboxInputIds(field.id, choices.length);
  return (
    <div className="gfield__choices" aria-describedby={describedBy}>
      {choices.map((c, i) => {
        const value = c.value ?? c.text;
        const name = inputName(ids[i]!);
        const cid = i === 0 ? id : `${id}_${i}`;
        const start = initial(name);
        return (
          <div className="gfield__choice" key={name}>
            <input
              part={PARTS.input}
              type="checkbox"
              id={cid}
              name={name}
              value={value}
              defaultChecked={restored ? start === value : c.isSelected === true}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
            <label htmlFor={cid}>{c.text}</label>
          </div>
        );
      })}
    </div>
  );
}

registerField('checkbox', { kind: 'group', Control: CheckboxControl });
