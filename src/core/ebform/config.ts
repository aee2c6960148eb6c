/**
 * <eb-form>'s config: the form widget's settings as Elementor stores and prints them
 * (`form_fields` repeater items with `custom_id`, `field_type`, `field_label`, ...; top-level
 * `form_name`, `button_text`, `step_type`, messages ...), read loosely: `"true"`/`"yes"`/`""` for
 * switches, numbers as strings, `""` for an empty list. A JSON element export
 * (`{id, elType, widgetType, settings}`) is taken as it is: its `id` is the widget id. Only what
 * cannot be a form is an issue (not an object, a field without a usable `custom_id`, two fields
 * with one id). Pure.
 */
import { looseBool, looseNumber, looseString, looseText } from '../forms/loose';
import { describe, isPlainObject, type Parsed } from '../shared/parsed';
import {
  DEFAULT_BUTTON_WIDTH, DEFAULT_STEP_NEXT_LABEL, DEFAULT_STEP_PREVIOUS_LABEL, DEFAULT_STEP_SHAPE, DEFAULT_STEP_TYPE,
  FIELD_TYPES, STEP_SHAPES, STEP_TYPES, type FieldType, type StepShape, type StepType,
} from './constants';

export interface FieldOption {
  label: string;
  value: string;
}

export interface EbField {
  /** `custom_id`: the name `form_fields[<id>]` and the id `form-field-<id>`. */
  id: string;
  type: FieldType;
  label: string;
  placeholder: string;
  required: boolean;
  /** Radio, select and checkbox options (`field_options`, one `label|value` per line). */
  options: FieldOption[];
  /** `allow_multiple`: select multiple, upload multiple. */
  multiple: boolean;
  selectSize: number | undefined;
  /** `inline_list` (`elementor-subgroup-inline`). */
  inline: boolean;
  /** `width`, `width_tablet`, `width_mobile` (percent strings as Elementor prints them). */
  width: { desktop: string; tablet: string | undefined; mobile: string | undefined };
  /** `field_value`: the default value. */
  value: string;
  /** `rows` of a textarea. */
  rows: number | undefined;
  /** `field_min` / `field_max` (number) or `min_date` / `max_date` (date). */
  min: string | undefined;
  max: string | undefined;
  /** `file_sizes` in MB (upload). */
  maxSizeMb: number | undefined;
  /** `file_types` (upload): lower-case extensions without dots; empty = any. */
  fileTypes: string[];
  /** `max_files` (upload, multiple). */
  maxFiles: number | undefined;
  /** `field_html` (html field): sanitized before it is shown. */
  html: string;
  /** `acceptance_text` (acceptance). */
  acceptanceText: string;
  /** `checked_by_default` (acceptance). */
  checkedByDefault: boolean;
  /** `use_native_date` / `use_native_time`. */
  native: boolean;
  /** Step fields: `previous_button`, `next_button` (per-step labels). */
  previousButton: string;
  nextButton: string;
  /** `css_classes`. */
  cssClasses: string;
}

export interface EbMessages {
  success: string | undefined;
  error: string | undefined;
  required: string | undefined;
  invalid: string | undefined;
}

export interface EbFormConfig {
  /** The widget id: the `form_id` posted. */
  widgetId: string;
  /** `post_id`: the document that holds the widget. */
  postId: string;
  /** `queried_id`: posted only when set (the page is singular). */
  queriedId: string | undefined;
  /** `referer_title`: the page title. */
  refererTitle: string;
  /** `form_name` (name and aria-label of the form). */
  formName: string;
  /** `form_id` setting: the form element's HTML id. */
  htmlId: string;
  fields: EbField[];
  buttonText: string;
  /** `button_width` (+ tablet, mobile). */
  buttonWidth: { desktop: string; tablet: string | undefined; mobile: string | undefined };
  showLabels: boolean;
  markRequired: boolean;
  labelPosition: 'above' | 'inline';
  /** `form_validation` = `custom`: no browser bubbles (novalidate), our messages only. */
  customValidation: boolean;
  stepType: StepType;
  stepShape: StepShape;
  stepNextLabel: string;
  stepPreviousLabel: string;
  /** Messages set by the site owner (`custom_messages` on); undefined = the translated default. */
  messages: EbMessages;
  /** `input_size` (`sm` default). */
  inputSize: string;
  buttonSize: string;
}

const ID = /^[A-Za-z0-9_-]{1,100}$/;

/** Elementor's switches: `"yes"`, `"true"`, `"1"`, `true` are on; `""`, `"no"`, `"false"`, null are off. */
export function elSwitch(v: unknown, fallback = false): boolean {
  if (v === 'no') return false;
  return looseBool(v, fallback);
}

const text = (v: unknown, fallback = ''): string => looseString(v) ?? fallback;

/** `field_options`: one option per line (`\r\n`, `\r`, `\n`), `label|value` (PHP `explode` then `list`: the first two parts). */
export function parseOptions(v: unknown): FieldOption[] {
  if (Array.isArray(v)) return v.flatMap((o) => (isPlainObject(o) ? [{ label: text(o.label), value: text(o.value, text(o.label)) }] : typeof o === 'string' ? parseOptions(o) : []));
  const s = looseString(v);
  if (s === undefined || s === '') return [];
  return s.split(/\r\n|\r|\n/).map((line) => {
    if (!line.includes('|')) return { label: line, value: line };
    const [label = '', value = ''] = line.split('|');
    return { label, value };
  });
}

function extensions(v: unknown): string[] {
  return (looseString(v) ?? '')
    .split(/[\s,]+/)
    .map((x) => x.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
}

function enumOf<T extends readonly string[]>(v: unknown, values: T, fallback: T[number]): T[number] {
  return typeof v === 'string' && (values as readonly string[]).includes(v) ? v : fallback;
}

function width(s: Record<string, unknown>, key: string, fallback: string): { desktop: string; tablet: string | undefined; mobile: string | undefined } {
  return { desktop: looseText(s[key]) ?? fallback, tablet: looseText(s[`${key}_tablet`]), mobile: looseText(s[`${key}_mobile`]) };
}

function fieldType(v: unknown): FieldType | undefined {
  return typeof v === 'string' && (FIELD_TYPES as readonly string[]).includes(v) ? (v as FieldType) : undefined;
}

export interface ConfigContext {
  /** Values the page or the element gives when the config does not: the widget id, post id ... */
  widgetId?: string | undefined;
  postId?: string | number | undefined;
  queriedId?: string | number | undefined;
  refererTitle?: string | undefined;
}

/**
 * The config from the widget's settings. Unknown field types (an add-on's) are left out, as
 * Elementor prints nothing for them without the add-on; `skipped` names them for one console line.
 */
export function parseEbFormConfig(json: unknown, ctx: ConfigContext = {}): Parsed<EbFormConfig & { skipped: string[] }> {
  if (!isPlainObject(json)) return { ok: false, issue: { path: '(config)', expected: 'an object with the form widget\'s settings', got: describe(json) } };
  const element = isPlainObject(json.settings) ? json : undefined;
  const s = element ? (json.settings as Record<string, unknown>) : json;
  const rawFields = s.form_fields ?? [];
  const list = rawFields === '' || rawFields === null ? [] : Array.isArray(rawFields) ? rawFields : isPlainObject(rawFields) ? Object.values(rawFields) : undefined;
  if (!list) return { ok: false, issue: { path: 'form_fields', expected: 'a list of fields', got: describe(rawFields) } };

  const fields: EbField[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < list.length; i++) {
    const f = list[i];
    const path = `form_fields[${i}]`;
    if (!isPlainObject(f)) return { ok: false, issue: { path, expected: 'a field object', got: describe(f) } };
    const id = looseString(f.custom_id) ?? looseString(f._id);
    if (id === undefined || !ID.test(id)) return { ok: false, issue: { path: `${path}.custom_id`, expected: 'letters, digits, _ or - (1 to 100)', got: describe(f.custom_id) } };
    if (seen.has(id)) return { ok: false, issue: { path: `${path}.custom_id`, expected: 'an id no other field has', got: describe(id) } };
    seen.add(id);
    const type = fieldType(f.field_type ?? 'text');
    if (!type) {
      skipped.push(`${id} (${describe(f.field_type)})`);
      continue;
    }
    const isDate = type === 'date';
    fields.push({
      id,
      type,
      label: text(f.field_label),
      placeholder: text(f.placeholder),
      required: elSwitch(f.required),
      options: parseOptions(f.field_options),
      multiple: elSwitch(f.allow_multiple) || (type === 'upload' && elSwitch(f.allow_multiple_upload)),
      selectSize: looseNumber(f.select_size),
      inline: text(f.inline_list) === 'elementor-subgroup-inline' || f.inline_list === true,
      width: width(f, 'width', '100'),
      value: text(f.field_value),
      rows: looseNumber(f.rows),
      min: looseText(isDate ? f.min_date : f.field_min),
      max: looseText(isDate ? f.max_date : f.field_max),
      maxSizeMb: (() => {
        const n = looseNumber(f.file_sizes);
        return n !== undefined && n > 0 ? n : undefined;
      })(),
      fileTypes: extensions(f.file_types),
      maxFiles: looseNumber(f.max_files),
      html: text(f.field_html),
      acceptanceText: text(f.acceptance_text),
      checkedByDefault: elSwitch(f.checked_by_default),
      native: elSwitch(f.use_native_date) || elSwitch(f.use_native_time),
      previousButton: text(f.previous_button),
      nextButton: text(f.next_button),
      cssClasses: text(f.css_classes),
    });
  }

  const custom = elSwitch(s.custom_messages);
  const msg = (k: string) => (custom ? looseText(s[k]) : undefined);
  const id = (v: unknown) => {
    const t = looseString(v);
    return t === undefined || t === '' ? undefined : t;
  };
  return {
    ok: true,
    value: {
      widgetId: id(s.widget_id) ?? id(element?.id) ?? ctx.widgetId ?? '',
      postId: id(s.post_id) ?? (ctx.postId !== undefined ? String(ctx.postId) : ''),
      queriedId: id(s.queried_id) ?? (ctx.queriedId !== undefined && ctx.queriedId !== '' ? String(ctx.queriedId) : undefined),
      refererTitle: looseString(s.referer_title) ?? ctx.refererTitle ?? '',
      formName: text(s.form_name),
      htmlId: text(s.form_id),
      fields,
      buttonText: looseString(s.button_text) ?? 'Send',
      buttonWidth: width(s, 'button_width', DEFAULT_BUTTON_WIDTH),
      showLabels: elSwitch(s.show_labels, true),
      markRequired: elSwitch(s.mark_required),
      labelPosition: s.label_position === 'inline' ? 'inline' : 'above',
      customValidation: s.form_validation === 'custom',
      stepType: enumOf(s.step_type, STEP_TYPES, DEFAULT_STEP_TYPE),
      stepShape: enumOf(s.step_icon_shape, STEP_SHAPES, DEFAULT_STEP_SHAPE),
      stepNextLabel: looseText(s.step_next_label) ?? DEFAULT_STEP_NEXT_LABEL,
      stepPreviousLabel: looseText(s.step_previous_label) ?? DEFAULT_STEP_PREVIOUS_LABEL,
      messages: { success: msg('success_message'), error: msg('error_message'), required: msg('required_field_message'), invalid: msg('invalid_message') },
      inputSize: looseText(s.input_size) ?? 'sm',
      buttonSize: looseText(s.button_size) ?? 'sm',
      skipped,
    },
  };
}

/**
 * The step settings of a widget's `data-settings` attribute (enhance mode: the markup holds the
 * fields, data-settings the indicators). Unreadable JSON gives the defaults.
 */
export function readDataSettings(raw: string | null | undefined): Pick<EbFormConfig, 'stepType' | 'stepShape' | 'stepNextLabel' | 'stepPreviousLabel' | 'buttonWidth'> {
  let s: Record<string, unknown> = {};
  try {
    const v: unknown = raw ? JSON.parse(raw) : {};
    if (isPlainObject(v)) s = v;
  } catch {
    /* Elementor prints valid JSON; anything else means "no settings" */
  }
  return {
    stepType: enumOf(s.step_type, STEP_TYPES, DEFAULT_STEP_TYPE),
    stepShape: enumOf(s.step_icon_shape, STEP_SHAPES, DEFAULT_STEP_SHAPE),
    stepNextLabel: looseText(s.step_next_label) ?? DEFAULT_STEP_NEXT_LABEL,
    stepPreviousLabel: looseText(s.step_previous_label) ?? DEFAULT_STEP_PREVIOUS_LABEL,
    buttonWidth: width(s, 'button_width', DEFAULT_BUTTON_WIDTH),
  };
}
