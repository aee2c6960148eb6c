/** One `<input>` tied to the field label: the shared body of text, email, phone, website and number. */
import type { HTMLInputTypeAttribute } from 'react';
import { inputName } from '../../../core/forms/pages';
import { PARTS } from '../parts';
import { MONEY_INPUT_ATTR } from '../pricing-engine';
import type { ControlProps } from './types';

export interface TextLikeOptions {
  type: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'decimal' | 'numeric';
  autoComplete?: string;
  min?: number;
  /** An amount shown as money once committed (user-defined price, donation). */
  money?: boolean;
}

/** Renders the single input of a text-like field. */
export function TextLike(props: ControlProps & { options: TextLikeOptions }) {
  const { field, id, describedBy, invalid, required, initial, options } = props;
  const name = inputName(field.id);
  const start = initial(name);
  return (
    <input
      part={PARTS.input}
      className="gfield__input"
      type={options.type}
      id={id}
      name={name}
      defaultValue={typeof start === 'string' ? start : (field.defaultValue ?? '')}
      placeholder={field.placeholder || undefined}
      maxLength={field.maxLength || undefined}
      inputMode={options.inputMode}
      autoComplete={options.autoComplete}
      min={options.min}
      {...(options.money ? { [MONEY_INPUT_ATTR]: '' } : {})}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
