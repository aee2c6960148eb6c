/**
 * The contract between the form renderer and a field type module. Each Gravity Forms field type
 * is one small module that registers itself by type (./registry.ts); pricing, uploads and the
 * special fields add their own modules the same way.
 */
import type { ComponentType } from 'react';
import type { FormField } from '../../../core/forms/types';
import type { Locale } from '../../../core/shared/settings';
import type { FormsStrings as Strings } from '../../../i18n/forms';

/** A value posted under a name (checkbox groups and `input_{id}[]` give arrays). */
export type InitialValue = string | string[] | undefined;

export interface ControlProps {
  field: FormField;
  formId: number;
  /** DOM id of the main control: the label's `for` (or the first sub-input of a group). */
  id: string;
  /** Ids for aria-describedby (description, hints, validation message), or undefined. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  /** The value to start with for an input name (a resumed or posted-back value), if any. */
  initial(name: string): InitialValue;
  /** True when the values were restored (resume, postback): a name without a value was left empty. */
  restored: boolean;
  strings: Strings;
  locale: Locale;
  /** Sanitizes server-provided HTML (honours settings.sanitizeHtml). */
  sanitize(html: string): string;
}

export type FieldKind = 'single' | 'group' | 'display' | 'hidden';

export interface FieldModule {
  /**
   * How the shell labels the control:
   * - `single`: a `<label for>` tied to one control;
   * - `group`: a `<fieldset>` with a `<legend>`; each sub-input carries its own label;
   * - `display`: content without a label (html, section);
   * - `hidden`: a hidden input only, no wrapper.
   * A function decides by the field (pricing fields differ by `inputType`).
   */
  kind: FieldKind | ((field: FormField) => FieldKind);
  Control: ComponentType<ControlProps>;
  /** An instruction shown under the control and read with it (e.g. a number range). */
  hint?(field: FormField, strings: Strings): string | null;
}
