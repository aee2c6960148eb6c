/** Field type `option` (checkbox, select or radio; `productField` names its product): priced choices labelled with the difference they make. */
import { pricingInputType } from '../../../core/forms/pricing';
import { PricedChoices, pricedChoicesKind } from './priced-choices';
import { registerField } from './registry';
import type { ControlProps } from './types';

export function OptionControl(props: ControlProps) {
  return <PricedChoices {...props} show="difference" />;
}

registerField('option', { kind: (field) => pricedChoicesKind(pricingInputType(field)), Control: OptionControl });
