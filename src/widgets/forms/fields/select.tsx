/** Field type `select`: a drop-down of the field's choices. */
import { inputName } from '../../../core/forms/pages';
import { PARTS } from '../parts';
import { registerField } from './registry';
import type { ControlProps } from './types';

export function SelectControl({ field, id, describedBy, invalid, required, initial, strings }: ControlProps) {
  const name = inputName(field.id);
  const choices = field.choices ?? [];
  const start = initial(name);
  const preset = choices.find((c) => c.isSelected);
  const value = typeof start === 'string' ? start : preset ? (preset.value ?? preset.text) : '';
  return (
    <select
      part={PARTS.input}
      className="gfield__input gfield__select"
      id={id}
      name={name}
      defaultValue={value}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      <option value="">{field.placeholder || strings['forms.selectPlaceholder']}</option>
      {choices.map((c, i) => (
        <option key={i} value={c.value ?? c.text}>
          {c.text}
        </option>
      ))}
    </select>
  );
}

registerField('select', { kind: 'single', Control: SelectControl });
