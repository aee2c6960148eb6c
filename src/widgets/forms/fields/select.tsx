/** Field type `select`: a drop-down of the field's choices. */
import { inputName } from '../../../core/forms/pages';
import { PARTS } from '../parts';
import { registerField } from './registry';
import type { ControlProps } from './types';

/** One drop-down with a placeholder option: the select field's, and (controlled) the priced choices'. */
export function SelectBox(props: {
  id: string;
  name: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  placeholder: string;
  options: { value: string; label: string }[];
  /** Uncontrolled start value, or a controlled `value` with `onChange`. */
  defaultValue?: string;
  value?: string;
  onChange?(value: string): void;
}) {
  const { id, name, describedBy, invalid, required, placeholder, options, onChange } = props;
  const state = props.value !== undefined ? { value: props.value } : { defaultValue: props.defaultValue ?? '' };
  return (
    <select
      part={PARTS.input}
      className="gfield__input gfield__select"
      id={id}
      name={name}
      {...state}
      onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      <option value="">{placeholder}</option>
      {options.map((o, i) => (
        <option key={i} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export function SelectControl({ field, id, describedBy, invalid, required, initial, strings }: ControlProps) {
  const name = inputName(field.id);
  const choices = field.choices ?? [];
  const start = initial(name);
  const preset = choices.find((c) => c.isSelected);
  const value = typeof start === 'string' ? start : preset ? (preset.value ?? preset.text) : '';
  const options = choices.map((c) => ({ value: c.value ?? c.text, label: c.text }));
  return <SelectBox id={id} name={name} describedBy={describedBy} invalid={invalid} required={required} placeholder={field.placeholder || strings['forms.selectPlaceholder']} options={options} defaultValue={value} />;
}

registerField('select', { kind: 'single', Control: SelectControl });
