/** Field type `textarea`: several lines of text. */
import { inputName } from '../../../core/forms/pages';
import { PARTS } from '../parts';
import { registerField } from './registry';
import type { ControlProps } from './types';

export function TextareaControl({ field, id, describedBy, invalid, required, initial }: ControlProps) {
  const name = inputName(field.id);
  const start = initial(name);
  return (
    <textarea
      part={PARTS.input}
      className="gfield__input gfield__textarea"
      id={id}
      name={name}
      rows={5}
      defaultValue={typeof start === 'string' ? start : (field.defaultValue ?? '')}
      placeholder={field.placeholder || undefined}
      maxLength={field.maxLength || undefined}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}

registerField('textarea', { kind: 'single', Control: TextareaControl });
