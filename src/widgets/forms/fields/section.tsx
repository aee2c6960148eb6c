/** Field type `section`: a heading (and description) that splits a page into parts. */
import { registerField } from './registry';
import type { ControlProps } from './types';

export function SectionControl({ field }: ControlProps) {
  return (
    <div className="gsection">
      <h3 className="gsection__title">{field.label}</h3>
      {field.description ? <p className="gsection__description">{field.description}</p> : null}
    </div>
  );
}

registerField('section', { kind: 'display', Control: SectionControl });
