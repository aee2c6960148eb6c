/** Field type `website`: a URL (the server checks http:// or https://). */
import { registerField } from './registry';
import { TextLike } from './text-like';
import type { ControlProps } from './types';

export function WebsiteControl(props: ControlProps) {
  return <TextLike {...props} options={{ type: 'url', inputMode: 'url', autoComplete: 'url' }} />;
}

registerField('website', { kind: 'single', Control: WebsiteControl });
