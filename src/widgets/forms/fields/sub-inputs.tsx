/** Sub-inputs of a compound field (name, address): each with its own label under the input. */
import type { ReactNode } from 'react';
import { inputName } from '../../../core/forms/pages';
import { PARTS } from '../parts';
import type { ControlProps } from './types';

export interface SubInput {
  n: number;
  label: string;
  required: boolean;
  autoComplete?: string;
  /** Renders a custom control (the address country select) instead of a text input. */
  render?(attrs: { id: string; name: string; defaultValue: string; 'aria-required'?: boolean; 'aria-invalid'?: boolean; 'aria-describedby'?: string }): ReactNode;
  wide?: boolean;
}

/** Lays out the sub-inputs; the first one gets the control id the legend points at. */
export function SubInputs({ props, inputs }: { props: ControlProps; inputs: SubInput[] }) {
  const { field, id, describedBy, invalid, initial } = props;
  return (
    <div className="gfield__complex">
      {inputs.map((s, i) => {
        const name = inputName(`${field.id}.${s.n}`);
        const sid = i === 0 ? id : `${id}_${s.n}`;
        const configured = field.inputs?.find((x) => x.id === `${field.id}.${s.n}`);
        const start = initial(name);
        const defaultValue = typeof start === 'string' ? start : (configured?.defaultValue ?? '');
        const label = configured?.label || s.label;
        const attrs = {
          id: sid,
          name,
          defaultValue,
          'aria-required': s.required || undefined,
          'aria-invalid': (invalid && s.required) || undefined,
          'aria-describedby': describedBy,
        };
        return (
          <span className={`gfield__sub${s.wide ? ' gfield__sub--wide' : ''}`} key={s.n}>
            {s.render ? (
              s.render(attrs)
            ) : (
              <input part={PARTS.input} className="gfield__input" type="text" autoComplete={s.autoComplete} placeholder={configured?.placeholder || undefined} {...attrs} />
            )}
            <label className="gfield__sublabel" htmlFor={sid}>
              {label}
            </label>
          </span>
        );
      })}
    </div>
  );
}
