/**
 * The wrapper every field gets: label (or fieldset legend), required mark, description, hint and
 * validation message, all tied to the control through for/id and aria-describedby.
 */
import { memo } from 'react';
import { inputDomId } from '../../core/forms/pages';
import type { FormField } from '../../core/forms/types';
import type { Locale } from '../../core/shared/settings';
import type { FormsStrings as Strings } from '../../i18n/forms';
import { fieldModuleFor } from './fields';
import { useFieldHidden } from './form-runtime';
import type { InitialValue } from './fields/types';
import { PARTS } from './parts';
import { useSlide } from './use-slide';

export interface FieldShellProps {
  field: FormField;
  formId: number;
  error: string | undefined;
  initial(name: string): InitialValue;
  restored: boolean;
  strings: Strings;
  locale: Locale;
  sanitize(html: string): string;
  /** The form's `enableAnimation`: fields shown and hidden by conditional logic slide. */
  animate?: boolean;
}

/** The id of a field's wrapper (Gravity Forms: field_{formId}_{fieldId}); validation links point here. */
export const fieldDomId = (formId: number, fieldId: number) => `field_${formId}_${fieldId}`;

/** One field; memoized, so an answer re-renders only the fields whose message changed. */
export const FieldShell = memo(function FieldShell({ field, formId, error, initial, restored, strings, locale, sanitize, animate = false }: FieldShellProps) {
  const mod = fieldModuleFor(field);
  // Conditional logic hides a field (Gravity Forms: display none); its inputs stay in the form.
  const slide = useSlide<HTMLDivElement & HTMLFieldSetElement>(useFieldHidden(field.id), animate);
  if (!mod) return null;
  const kind = typeof mod.kind === 'function' ? mod.kind(field) : mod.kind;
  if ((field.visibility ?? 'visible') !== 'visible' && kind !== 'hidden') return null;
  const id = inputDomId(formId, field.id);
  const descId = `gfield_description_${formId}_${field.id}`;
  const hintId = `gfield_instruction_${formId}_${field.id}`;
  const errorId = `validation_message_${formId}_${field.id}`;
  const hint = mod.hint?.(field, strings) ?? null;
  const describedBy = [field.description ? descId : '', hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const control = (
    <mod.Control
      field={field}
      formId={formId}
      id={id}
      describedBy={describedBy}
      invalid={Boolean(error)}
      required={field.isRequired}
      initial={initial}
      restored={restored}
      strings={strings}
      locale={locale}
      sanitize={sanitize}
    />
  );
  if (kind === 'hidden') return control;

  const className = `gfield gfield--type-${field.type}${field.isRequired ? ' gfield--required' : ''}${error ? ' gfield--error' : ''}${field.cssClass ? ` ${field.cssClass}` : ''}`;
  const hidden = slide.hidden || undefined;
  if (kind === 'display') {
    return (
      <div id={fieldDomId(formId, field.id)} part={PARTS.field} className={className} data-field-id={field.id} hidden={hidden} ref={slide.ref}>
        {control}
      </div>
    );
  }

  // A single control says "required" itself (aria-required); a group's legend says it in words.
  const mark = (inWords: boolean) =>
    field.isRequired ? (
      <span className="gfield__required">
        <span aria-hidden="true">*</span>
        {inWords ? <span className="se-sr-only"> {strings['forms.required']}</span> : null}
      </span>
    ) : null;
  const below = (
    <>
      {field.description ? (
        <div id={descId} className="gfield__description">
          {field.description}
        </div>
      ) : null}
      {hint ? (
        <div id={hintId} className="gfield__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} part={PARTS.fieldError} className="gfield__error">
          {error}
        </div>
      ) : null}
    </>
  );

  if (kind === 'group') {
    return (
      <fieldset id={fieldDomId(formId, field.id)} part={PARTS.field} className={className} data-field-id={field.id} aria-describedby={describedBy} hidden={hidden} ref={slide.ref}>
        <legend id={`${id}_legend`} part={PARTS.label} className="gfield__label">
          {field.label}
          {mark(true)}
        </legend>
        {control}
        {below}
      </fieldset>
    );
  }
  return (
    <div id={fieldDomId(formId, field.id)} part={PARTS.field} className={className} data-field-id={field.id} hidden={hidden} ref={slide.ref}>
      <label htmlFor={id} part={PARTS.label} className="gfield__label">
        {field.label}
        {mark(false)}
      </label>
      {control}
      {below}
    </div>
  );
});
