/** Field type `phone`. */
import { registerField } from './registry';
import { TextLike } from './text-like';
import type { ControlProps } from './types';

export function PhoneControl(props: ControlProps) {
  return <TextLike {...props} options={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel' }} />;
}

registerField('phone', { kind: 'single', Control: PhoneControl });
