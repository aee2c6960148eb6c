/**
 * Field type `password`: the password (`input_{id}`) and, unless hidden, its confirmation
 * (`input_{id}_2`), each with its own label as Gravity Forms renders them. With
 * `passwordStrengthEnabled` a strength indicator follows them (spec section 5: blank, unknown,
 * short, bad, good, strong, mismatch; src/core/forms/password.ts), updated as the visitor types
 * and read out politely; `minPasswordStrength` is named with it.
 */
import { useState, type FormEvent } from 'react';
import { inputName } from '../../../core/forms/pages';
import { passwordStrength, type PasswordStrength } from '../../../core/forms/password';
import type { FormsStrings } from '../../../i18n/forms';
import { PARTS } from '../parts';
import { registerField } from './registry';
import type { ControlProps } from './types';

/** The indicator's words for each level (Gravity Forms' gf_vars strength texts). */
export function strengthText(level: PasswordStrength, s: FormsStrings): string {
  const key = {
    blank: 'forms.strengthBlank',
    unknown: 'forms.strengthUnknown',
    short: 'forms.strengthShort',
    bad: 'forms.strengthBad',
    good: 'forms.strengthGood',
    strong: 'forms.strengthStrong',
    mismatch: 'forms.strengthMismatch',
  } as const;
  return s[key[level]];
}

export function PasswordControl(props: ControlProps) {
  const { field, formId, id, describedBy, invalid, required, strings } = props;
  const confirm = field.inputs?.find((i) => i.id === `${field.id}.2`);
  const main = field.inputs?.find((i) => i.id === String(field.id));
  const showConfirm = !(confirm?.isHidden ?? false);
  const meter = Boolean(field.passwordStrengthEnabled);
  const [level, setLevel] = useState<PasswordStrength>('blank');
  const meterId = `input_${formId}_${field.id}_strength_indicator`;
  const common = {
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': [describedBy ?? '', meter ? meterId : ''].filter(Boolean).join(' ') || undefined,
  };
  // Both inputs report to the indicator (Gravity Forms' gformShowPasswordStrength on keyup of either).
  const onInput = (e: FormEvent<HTMLInputElement>) => {
    if (!meter) return;
    const box = e.currentTarget.closest('.gfield__complex');
    const value = (n: string) => box?.querySelector<HTMLInputElement>(`input[name="${n}"]`)?.value ?? '';
    setLevel(passwordStrength(value(inputName(field.id)), showConfirm ? value(inputName(`${field.id}.2`)) : ''));
  };
  return (
    <div className="gfield__complex">
      <span className="gfield__sub gfield__sub--wide">
        <input part={PARTS.input} className="gfield__input" type="password" id={id} name={inputName(field.id)} autoComplete="new-password" placeholder={main?.placeholder || undefined} onInput={onInput} {...common} />
        <label className="gfield__sublabel" htmlFor={id}>
          {main?.customLabel || main?.label || strings['forms.passwordEnter']}
        </label>
      </span>
      {showConfirm ? (
        <span className="gfield__sub gfield__sub--wide">
          <input part={PARTS.input} className="gfield__input" type="password" id={`${id}_2`} name={inputName(`${field.id}.2`)} autoComplete="new-password" placeholder={confirm?.placeholder || undefined} onInput={onInput} {...common} />
          <label className="gfield__sublabel" htmlFor={`${id}_2`}>
            {confirm?.customLabel || confirm?.label || strings['forms.passwordConfirm']}
          </label>
        </span>
      ) : null}
      {meter ? (
        <div id={meterId} part={PARTS.passwordStrength} className={`gfield__strength gfield__strength--${level}`} data-strength={level} aria-live="polite">
          <span className="se-sr-only">{strings['forms.passwordStrength']}: </span>
          <span className="gfield__strength-bar" aria-hidden="true" />
          <span className="gfield__strength-text">{strengthText(level, strings)}</span>
        </div>
      ) : null}
    </div>
  );
}

registerField('password', { kind: 'group', Control: PasswordControl });
