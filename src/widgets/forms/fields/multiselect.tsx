/** Field type `multiselect`: several choices from one list, posted as `input_{id}[]` (Gravity Forms' name). */
import { inputName } from '../../../core/forms/pages';
import { PARTS } from '../parts';
import { registerField } from './registry';
import type { ControlProps } from './types';

export function MultiselectControl({ field, id, describedBy, invalid, required, initial, restored }: ControlProps) {
  const name = `${inputName(field.id)}[]`;
  const choices = field.choices ?? [];
  const start = initial(name);
  const picked = Array.isArray(start) ? start : typeof start === 'string' ? [start] : restored ? [] : choices.filter((c) => c.isSelected).map((c) => c.value ?? c.text);
  return (
    <select
      part={PARTS.input}
      className="gfield__input gfield__select gfield__select--multiple"
      id={id}
      name={name}
      multiple
      size={Math.min(Math.max(choices.length, 3), 7)}
      defaultValue={picked}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      {choices.map((c, i) => (
        <option key={i} value={c.value ?? c.text}>
          {c.text}
        </option>
      ))}
    </select>
  );
}

registerField('multiselect', { kind: 'single', Control: MultiselectControl });
