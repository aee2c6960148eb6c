/** Field type `hidden`: a value posted with the form, never shown. */
import { inputName } from '../../../core/forms/pages';
import { registerField } from './registry';
import type { ControlProps } from './types';

export function HiddenControl({ field, id, initial }: ControlProps) {
  const name = inputName(field.id);
  const start = initial(name);
  return <input type="hidden" id={id} name={name} defaultValue={typeof start === 'string' ? start : (field.defaultValue ?? '')} />;
}

registerField('hidden', { kind: 'hidden', Control: HiddenControl });
