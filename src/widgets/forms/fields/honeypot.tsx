/**
 * Field type `honeypot`: the field Gravity Forms adds to a form with `enableHoneypot` (its
 * honeypot handler, `includes/honeypot`). A text input that people never see and bots fill in:
 * Gravity Forms treats a submission with a value in it as spam. Rendered as Gravity Forms renders it
 * (its `gform_validation_container` is hidden by its CSS), out of the tab order, the accessibility
 * tree and autofill; empty unless a bot types into it.
 */
import { inputName } from '../../../core/forms/pages';
import { registerField } from './registry';
import type { ControlProps } from './types';

export function HoneypotControl({ field, id }: ControlProps) {
  return (
    <div className="gform__honeypot gform_validation_container" aria-hidden="true">
      <label htmlFor={id}>{field.label}</label>
      <input type="text" id={id} name={inputName(field.id)} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

registerField('honeypot', { kind: 'hidden', Control: HoneypotControl });
