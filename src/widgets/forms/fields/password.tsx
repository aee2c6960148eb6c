/**
 * Field type `password`: the password (`input_{id}`) and, unless hidden, its confirmation
 * (`input_{id}_2`), each with its own label as Gravity Forms renders them.
 */
import { inputName } from '../../../core/forms/pages';
import { PARTS } from '../parts';
import { registerField } from './registry';
import type { ControlProps } from './types';

export function PasswordControl(props: ControlProps) {
  const { field, id, describedBy, invalid, required, strings } = props;
  const confirm = field.inputs?.find((i) => i.id === `${field.id}.2`);
  const main = field.inputs?.find((i) => i.id === String(field.id));
  const showConfirm = !(confirm?.isHidden ?? false);
  const common = { 'aria-required': required || undefined, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  return (
    <div className="gfield__complex">
      <span className="gfield__sub gfield__sub--wide">
        <input part={PARTS.input} className="gfield__input" type="password" id={id} name={inputName(field.id)} autoComplete="new-password" placeholder={main?.placeholder || undefined} {...common} />
        <label className="gfield__sublabel" htmlFor={id}>
          {main?.customLabel || main?.label || strings['forms.passwordEnter']}
        </label>
      </span>
      {showConfirm ? (
        <span className="gfield__sub gfield__sub--wide">
          <input part={PARTS.input} className="gfield__input" type="password" id={`${id}_2`} name={inputName(`${field.id}.2`)} autoComplete="new-password" placeholder={confirm?.placeholder || undefined} {...common} />
          <label className="gfield__sublabel" htmlFor={`${id}_2`}>
            {confirm?.customLabel || confirm?.label || strings['forms.passwordConfirm']}
          </label>
        </span>
      ) : null}
    </div>
  );
}

registerField('password', { kind: 'group', Control: PasswordControl });
