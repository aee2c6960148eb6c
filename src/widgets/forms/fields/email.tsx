/** Field type `email`. */
import { registerField } from './registry';
import { TextLike } from './text-like';
import type { ControlProps } from './types';

export function EmailControl(props: ControlProps) {
  return <TextLike {...props} options={{ type: 'email', inputMode: 'email', autoComplete: 'email' }} />;
}

registerField('email', { kind: 'single', Control: EmailControl });
