/**
 * Field type `number`. A text input with a decimal keyboard, so a Dutch visitor can type a comma
 * (numberFormat decimal_comma); the range is shown as an instruction and checked by the server.
 */
import { format } from '../../../i18n';
import { registerField } from './registry';
import { TextLike } from './text-like';
import type { ControlProps } from './types';

export function NumberControl(props: ControlProps) {
  return <TextLike {...props} options={{ type: 'text', inputMode: 'decimal' }} />;
}

registerField('number', {
  kind: 'single',
  Control: NumberControl,
  hint(field, strings) {
    const { rangeMin: min, rangeMax: max } = field;
    if (min !== undefined && max !== undefined) return format(strings['forms.numberRange'], { min, max });
    if (min !== undefined) return format(strings['forms.numberMin'], { min });
    if (max !== undefined) return format(strings['forms.numberMax'], { max });
    return null;
  },
});
