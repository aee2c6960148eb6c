/**
 * <seoaic-lead-form>'s answer controls per step type (single and multiple choice, a text field, the
 * contact fields with the tag's own validity texts). The conversation and its machine are in
 * lead-form.tsx.
 */
import { useId, useState, type FormEvent } from 'react';
import type { ContactField, LeadConfig, LeadStep, LeadTextKey } from '../../core/lead/config';
import { FINISH_MARKER } from '../../core/lead/constants';
import { targetOf } from '../../core/lead/machine';
import type { StepInput } from '../../core/lead/record';
import type { LeadStrings } from '../../i18n/lead';
import { ChoiceButton, NextButton, TextAnswer, TickList, useTicked } from '../shared/answer-controls';
import { LEAD_PARTS as P } from './parts';

type T = (key: LeadTextKey) => string;

/** The `data-next` of a control: the step id it leads to, or the finish marker. */
function nextAttr(config: LeadConfig, step: LeadStep, input: StepInput): string {
  const target = targetOf(config, step.id, input);
  return target.kind === 'finish' ? FINISH_MARKER : target.id;
}

export interface ControlsProps {
  step: LeadStep;
  config: LeadConfig;
  strings: LeadStrings;
  t: T;
  questionId: string;
  onAnswer(input: StepInput): void;
}

export function Controls(props: ControlsProps) {
  switch (props.step.type) {
    case 'single':
      return <SingleControls {...props} />;
    case 'multi':
      return <MultiControls {...props} />;
    case 'textfield':
      return <TextControls {...props} />;
    case 'contact_fields':
      return <ContactControls {...props} />;
  }
}

function SingleControls({ step, config, onAnswer }: ControlsProps) {
  return (
    <div className="se-choices">
      {step.answers.map((a, i) => (
        <ChoiceButton key={i} next={nextAttr(config, step, { type: 'single', index: i })} onClick={() => onAnswer({ type: 'single', index: i })}>
          {a.text}
        </ChoiceButton>
      ))}
    </div>
  );
}

function MultiControls({ step, config, t, onAnswer }: ControlsProps) {
  const [chosen, toggle] = useTicked();
  return (
    <>
      <TickList items={step.answers} ticked={chosen} onToggle={toggle} />
      <div className="lead__actions">
        <NextButton next={nextAttr(config, step, { type: 'multi', chosen })} label={t('next')} onClick={() => onAnswer({ type: 'multi', chosen })} />
      </div>
    </>
  );
}

function TextControls({ step, config, strings, t, questionId, onAnswer }: ControlsProps) {
  return (
    <TextAnswer
      questionId={questionId}
      placeholder={step.placeholder ?? strings['lead.placeholder']}
      nextLabel={t('next')}
      nextFor={(text) => nextAttr(config, step, { type: 'textfield', text })}
      onAnswer={(text) => onAnswer({ type: 'textfield', text })}
    />
  );
}

/**
 * The message for a control that fails the browser's validity check, in the tag's own words (the
 * browser's validationMessage is in the browser's language, not the page's).
 */
export function invalidText(c: { validity: ValidityState; type: string }, strings: Record<`lead.invalid.${'required' | 'email' | 'url' | 'tel' | 'number' | 'format'}`, string>): string {
  const v = c.validity;
  if (v.valid) return '';
  if (v.valueMissing) return strings['lead.invalid.required'];
  if (v.typeMismatch && c.type === 'email') return strings['lead.invalid.email'];
  if (v.typeMismatch && c.type === 'url') return strings['lead.invalid.url'];
  if (c.type === 'tel') return strings['lead.invalid.tel'];
  if (v.badInput && c.type === 'number') return strings['lead.invalid.number'];
  return strings['lead.invalid.format'];
}

/** Spec section 5: every input and select must pass the browser's validity check, else its message (the tag's text) shows and the step does not advance. */
function ContactControls({ step, config, strings, t, onAnswer }: ControlsProps) {
  const [values, setValues] = useState<string[]>(() => step.fields.map(() => ''));
  const [errors, setErrors] = useState<string[]>(() => step.fields.map(() => ''));
  const baseId = useId();
  const fieldId = (i: number) => `${baseId}-f${i}`;
  const errorId = (i: number) => `${baseId}-e${i}`;

  const change = (i: number, el: HTMLInputElement | HTMLSelectElement) => {
    const value = el.value;
    setValues((v) => v.map((x, j) => (j === i ? value : x)));
    // A message goes away as soon as the field is valid.
    if (errors[i] && el.checkValidity()) setErrors((errs) => errs.map((x, j) => (j === i ? '' : x)));
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const controls = Array.from(form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'));
    const messages = controls.map((c) => invalidText(c, strings));
    if (messages.some((m) => m !== '')) {
      setErrors(messages);
      // Once the messages are in, keep the button in view; then focus the first invalid field (its
      // message is its description), scrolled into view if need be. No browser bubble: it would
      // speak the browser's language.
      requestAnimationFrame(() => {
        form.querySelector('.lead__actions')?.scrollIntoView({ block: 'nearest' });
        controls[messages.findIndex((m) => m !== '')]?.focus();
      });
      return;
    }
    onAnswer({ type: 'contact_fields', values });
  };

  return (
    <form className="lead__form lead__form--contact" noValidate onSubmit={submit}>
      {step.fields.map((f, i) => (
        <div key={i} className="lead__field">
          <label htmlFor={fieldId(i)} className="lead__label">
            {f.label}
            {f.required ? (
              <span className="lead__required" title={strings['lead.required']}>
                {' '}
                *
              </span>
            ) : null}
          </label>
          <ContactInput field={f} id={fieldId(i)} value={values[i] ?? ''} invalid={errors[i] !== ''} describedBy={errors[i] ? errorId(i) : undefined} choose={strings['lead.choose']} onChange={(el) => change(i, el)} />
          {errors[i] ? (
            <p part={P.fieldError} id={errorId(i)} className="lead__error">
              {errors[i]}
            </p>
          ) : null}
        </div>
      ))}
      <div className="lead__actions">
        <NextButton next={nextAttr(config, step, { type: 'contact_fields', values })} label={t('next')} submit />
      </div>
    </form>
  );
}

interface ContactInputProps {
  field: ContactField;
  id: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  choose: string;
  onChange(el: HTMLInputElement | HTMLSelectElement): void;
}

function ContactInput({ field, id, value, invalid, describedBy, choose, onChange }: ContactInputProps) {
  const common = {
    id,
    name: field.name,
    required: field.required,
    autoComplete: field.autocomplete,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  if (field.type === 'select') {
    return (
      <select part={P.input} className="se-input" {...common} value={value} onChange={(e) => onChange(e.currentTarget)}>
        <option value="">{choose}</option>
        {field.options.map((o, i) => (
          <option key={i} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  }
  return <input part={P.input} className="se-input" type={field.type} placeholder={field.placeholder} maxLength={500} {...common} value={value} onChange={(e) => onChange(e.currentTarget)} />;
}
