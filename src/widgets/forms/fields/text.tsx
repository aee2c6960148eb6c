/** Field type `text`: a single line of text. */
import { registerField } from './registry';
import { TextLike } from './text-like';
import type { ControlProps } from './types';

export function TextControl(props: ControlProps) {
  return <TextLike {...props} options={{ type: 'text' }} />;
}

registerField('text', { kind: 'single', Control: TextControl });
