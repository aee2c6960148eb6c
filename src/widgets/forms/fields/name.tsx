/** Field type `name`: prefix, first, middle, last, suffix (Gravity Forms' .2 .3 .4 .6 .8), first and last shown by default. */
import { NAME_SUB_INPUTS, subInputHidden } from '../../../core/forms/pages';
import { registerField } from './registry';
import { SubInputs, type SubInput } from './sub-inputs';
import type { ControlProps } from './types';

const LABELS = { prefix: 'forms.namePrefix', first: 'forms.nameFirst', middle: 'forms.nameMiddle', last: 'forms.nameLast', suffix: 'forms.nameSuffix' } as const;
const AUTOCOMPLETE = { prefix: 'honorific-prefix', first: 'given-name', middle: 'additional-name', last: 'family-name', suffix: 'honorific-suffix' } as const;

export function NameControl(props: ControlProps) {
  const { field, strings, required } = props;
  const inputs: SubInput[] = NAME_SUB_INPUTS.filter((s) => !subInputHidden(field, s.n, s.hidden)).map((s) => ({
    n: s.n,
    label: strings[LABELS[s.key]],
    required: required && (s.key === 'first' || s.key === 'last'),
    autoComplete: AUTOCOMPLETE[s.key],
  }));
  return <SubInputs props={props} inputs={inputs} />;
}

registerField('name', { kind: 'group', Control: NameControl });
