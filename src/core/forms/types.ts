/**
 * The Gravity Forms form object as this project reads it (CONTRACT section 3, gform-form): read
 * loosely, as Gravity Forms' PHP reads it (issue 17; the coercions live in ./loose.ts). Only what
 * the renderer and the submission flow need is typed; every other key of the original object is
 * kept as it is (pricing and add-ons read their own).
 */
import { describe, FORBIDDEN_KEYS, isPlainObject, number, object, oneOf, string, unknown, withDefault, type Parsed } from '../shared/schema';
import { fieldIdOf, inputIdOf, isUnset, looseBool, looseEnum, looseInt, looseList, looseNumber, looseString, looseText, unwrapFormExport } from './loose';

/** Submission methods of spec section 4 ("Form submission"); postback is the default (spec section 9). */
export const SUBMISSION_METHODS = ['postback', 'ajax', 'iframe'] as const;
export type SubmissionMethod = (typeof SUBMISSION_METHODS)[number];

/** Submission types of spec section 4 ("Form submission"). */
export const SUBMISSION_TYPES = ['submit', 'next', 'previous', 'save-continue', 'send-link'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

/** Posted values by input name; repeated names (`input_5[]`) give arrays. */
export type PostedValues = Record<string, string | string[] | undefined>;

/** A choice of a select, radio, checkbox (and pricing) field. */
export interface FormChoice {
  text: string;
  value?: string;
  isSelected?: boolean;
  price?: string;
  [key: string]: unknown;
}

/** A sub-input of a compound field (name, address, credit card, consent, checkbox choices…). */
export interface FormInput {
  /** Normalised id text, e.g. `"1.3"` (read from `1.3` or `"1.3"`). */
  id: string;
  label: string;
  name?: string;
  isHidden?: boolean;
  placeholder?: string;
  defaultValue?: string;
  customLabel?: string;
  choices?: FormChoice[];
  [key: string]: unknown;
}

/** A button setting (`button`, `lastPageButton`, a page field's `nextButton` / `previousButton`). */
export interface FormButton {
  type?: string;
  text?: string;
  [key: string]: unknown;
}

/** List field column (the `choices` of a list field with `enableColumns`). */
export type ListColumn = FormChoice;

export const NUMBER_FORMATS = ['decimal_dot', 'decimal_comma', 'currency'] as const;
export const DATE_TYPES = ['datepicker', 'datefield', 'datedropdown'] as const;
export const DATE_FORMATS = ['mdy', 'dmy', 'dmy_dash', 'dmy_dot', 'ymd_slash', 'ymd_dash', 'ymd_dot'] as const;
export const TIME_FORMATS = ['12', '24'] as const;
export const VISIBILITIES = ['visible', 'hidden', 'administrative'] as const;

/**
 * One field of a form object, its loose values read once (src/core/forms/loose.ts). Keys the
 * renderer does not use are kept as they came (pricing and add-ons read their own).
 */
export interface FormField {
  id: number;
  type: string;
  label: string;
  adminLabel?: string;
  description?: string;
  isRequired: boolean;
  /** The 1-based page the field stands on, from the positions of the `page` fields. */
  pageNumber?: number;
  choices?: FormChoice[];
  inputs?: FormInput[];
  placeholder?: string;
  defaultValue?: string;
  cssClass?: string;
  maxLength?: number;
  rangeMin?: number;
  rangeMax?: number;
  numberFormat?: (typeof NUMBER_FORMATS)[number];
  dateType?: (typeof DATE_TYPES)[number];
  dateFormat?: (typeof DATE_FORMATS)[number];
  timeFormat?: (typeof TIME_FORMATS)[number];
  content?: string;
  visibility?: (typeof VISIBILITIES)[number];
  errorMessage?: string;
  nextButton?: FormButton;
  previousButton?: FormButton;
  /** The input type of post, survey, quiz, poll and pricing fields (`text`, `select`, `singleproduct`, …). */
  inputType?: string;
  /** List: columns on (`choices` are the columns), maximum rows (0 = no limit). */
  enableColumns?: boolean;
  maxRows?: number;
  /** Password: the confirmation input, strength meter and minimum strength. */
  enablePasswordInput?: boolean;
  passwordStrengthEnabled?: boolean;
  minPasswordStrength?: string;
  /** Consent: the checkbox text. */
  checkboxLabel?: string;
  /** File upload: several files, their limit, size limit in MB, allowed extensions (`jpg, png`). */
  multipleFiles?: boolean;
  maxFiles?: number;
  maxFileSize?: number;
  allowedExtensions?: string;
  /** Credit card: the accepted card types (`visa`, `mastercard`, …). */
  creditCards?: string[];
  /** Repeater (beta): its own nested fields and item limit. */
  fields?: FormField[];
  maxItems?: number;
  /** Pricing (src/core/forms/pricing.ts): a price as money text, the product an option or quantity belongs to, … */
  basePrice?: string;
  productField?: number;
  disableQuantity?: boolean;
  enablePrice?: boolean;
  /** Calculation: formula, and rounding (0..n decimals, `norounding`; read by formula.ts calculationRounding). */
  enableCalculation?: boolean;
  calculationFormula?: string;
  calculationRounding?: unknown;
  [key: string]: unknown;
}

/** A form object, read (unknown keys kept). */
export interface FormObject {
  id?: number;
  title: string;
  description: string;
  fields: FormField[];
  button?: FormButton;
  lastPageButton?: FormButton;
  pagination?: { type: 'percentage' | 'steps' | 'none'; pages?: string[]; [key: string]: unknown };
  save?: { enabled: boolean; button?: FormButton; [key: string]: unknown };
  version_hash?: string;
  requireLogin?: boolean;
  [key: string]: unknown;
}

/** What a resume token brings back (this project's addition to the gform_get_config answer). */
export interface ResumeState {
  token: string;
  /** Saved values by input name (`input_1_3`, `input_2`, `input_5[]` joined). */
  values: Record<string, string | string[]>;
  /** The page the visitor saved on (1-based). */
  page: number;
}

const resumeSchema = object({
  token: string({ nonEmpty: true }),
  values: withDefault(unknown(), {}),
  page: withDefault(number({ integer: true, min: 1 }), 1),
});

function readButton(v: unknown): FormButton | undefined {
  if (!isPlainObject(v)) return undefined;
  const out: FormButton = { ...v };
  const type = looseText(v.type);
  const text = looseText(v.text);
  if (type === undefined) delete out.type;
  else out.type = type;
  if (text === undefined) delete out.text;
  else out.text = text;
  return out;
}

function readChoice(v: unknown): FormChoice | null {
  if (!isPlainObject(v)) return typeof v === 'string' || typeof v === 'number' ? { text: String(v), value: String(v) } : null;
  const out: FormChoice = { ...v, text: looseString(v.text) ?? '' };
  const value = looseString(v.value);
  if (value === undefined) delete out.value;
  else out.value = value;
  if (v.isSelected === undefined) delete out.isSelected;
  else out.isSelected = looseBool(v.isSelected);
  const price = looseString(v.price);
  if (price === undefined) delete out.price;
  else out.price = price;
  return out;
}

function readChoices(v: unknown): FormChoice[] | undefined {
  const list = looseList(v)
    .map(readChoice)
    .filter((c): c is FormChoice => c !== null);
  return isUnset(v) ? undefined : list;
}

function readInput(v: unknown): FormInput | null {
  if (!isPlainObject(v)) return null;
  const id = inputIdOf(v.id);
  if (id === undefined) return null;
  const out: FormInput = { ...v, id, label: looseString(v.label) ?? '' };
  for (const key of ['name', 'placeholder', 'defaultValue', 'customLabel'] as const) {
    const text = looseString(v[key]);
    if (text === undefined) delete out[key];
    else out[key] = text;
  }
  if (v.isHidden === undefined || v.isHidden === null) delete out.isHidden;
  else out.isHidden = looseBool(v.isHidden);
  const choices = readChoices(v.choices);
  if (choices) out.choices = choices;
  else delete out.choices;
  return out;
}

/** Keys whose `""`, null or false means "not set", and the reader of each set value. */
const FIELD_READERS: Record<string, (v: unknown) => unknown> = {
  adminLabel: looseText,
  description: looseText,
  placeholder: looseText,
  defaultValue: looseString,
  cssClass: looseText,
  maxLength: (v) => {
    const n = looseInt(v);
    return n !== undefined && n > 0 ? n : undefined;
  },
  rangeMin: looseNumber,
  rangeMax: looseNumber,
  numberFormat: (v) => looseEnum(v, NUMBER_FORMATS),
  dateType: (v) => looseEnum(v, DATE_TYPES),
  dateFormat: (v) => looseEnum(v, DATE_FORMATS),
  timeFormat: (v) => looseEnum(v, TIME_FORMATS),
  content: looseString,
  visibility: (v) => looseEnum(v, VISIBILITIES),
  errorMessage: looseText,
  nextButton: readButton,
  previousButton: readButton,
  inputType: looseText,
  enableColumns: (v) => (isUnset(v) ? undefined : looseBool(v)),
  maxRows: (v) => {
    const n = looseInt(v);
    return n !== undefined && n > 0 ? n : undefined;
  },
  enablePasswordInput: (v) => (isUnset(v) ? undefined : looseBool(v)),
  passwordStrengthEnabled: (v) => (isUnset(v) ? undefined : looseBool(v)),
  minPasswordStrength: looseText,
  checkboxLabel: looseString,
  multipleFiles: (v) => (isUnset(v) ? undefined : looseBool(v)),
  maxFiles: (v) => {
    const n = looseInt(v);
    return n !== undefined && n > 0 ? n : undefined;
  },
  maxFileSize: (v) => {
    const n = looseNumber(v);
    return n !== undefined && n > 0 ? n : undefined;
  },
  allowedExtensions: looseText,
  creditCards: (v) => {
    const list = looseList(v).filter((x): x is string => typeof x === 'string' && x !== '');
    return isUnset(v) ? undefined : list;
  },
  maxItems: (v) => {
    const n = looseInt(v);
    return n !== undefined && n > 0 ? n : undefined;
  },
  // Pricing and calculations (issue 9)
  basePrice: looseText,
  productField: fieldIdOf,
  disableQuantity: (v) => (isUnset(v) ? undefined : looseBool(v)),
  enablePrice: (v) => (isUnset(v) ? undefined : looseBool(v)),
  enableCalculation: (v) => (isUnset(v) ? undefined : looseBool(v)),
  calculationFormula: looseText,
};

/** Reads one field; null when it has no usable id (nothing can be named after it). */
export function readField(v: unknown): FormField | null {
  if (!isPlainObject(v)) return null;
  const id = fieldIdOf(v.id);
  if (id === undefined) return null;
  const out: FormField = { ...v, id, type: looseString(v.type) ?? '', label: looseString(v.label) ?? '', isRequired: looseBool(v.isRequired) };
  for (const [key, read] of Object.entries(FIELD_READERS)) {
    const value = key in v ? read(v[key]) : undefined;
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  const choices = readChoices(v.choices);
  if (choices) out.choices = choices;
  else delete out.choices;
  if (isUnset(v.inputs)) delete out.inputs;
  else out.inputs = looseList(v.inputs).map(readInput).filter((i): i is FormInput => i !== null);
  // A repeater (beta) carries its own fields.
  if (Array.isArray(v.fields) || isPlainObject(v.fields)) out.fields = readFields(v.fields);
  else delete out.fields;
  delete out.pageNumber;
  return out;
}

function readFields(v: unknown): FormField[] {
  return looseList(v)
    .map(readField)
    .filter((f): f is FormField => f !== null);
}

function readPagination(v: unknown): FormObject['pagination'] {
  if (!isPlainObject(v)) return undefined;
  const type = looseEnum(v.type, ['percentage', 'steps', 'none'] as const) ?? 'percentage';
  const out: NonNullable<FormObject['pagination']> = { ...v, type };
  if (isUnset(v.pages)) delete out.pages;
  else out.pages = looseList(v.pages).map((p) => looseString(p) ?? '');
  return out;
}

/**
 * Reads a Gravity Forms form object as Gravity Forms' PHP does (issue 17): the export wrapper is
 * unwrapped (the form with id `preferId` when it holds several), `""`/null/false mean "not set",
 * `"1"`/`"0"` and numeric strings become booleans and numbers, ids are normalised once, lists
 * arrive as arrays whatever they were, and each field's `pageNumber` comes from where the `page`
 * fields stand. Fields without a usable id are left out. The only refusal: no `fields` list
 * (nothing could render); `path` prefixes that issue (e.g. `config`).
 */
export function parseFormObject(json: unknown, path = '', preferId?: number): Parsed<FormObject> {
  const raw = unwrapFormExport(json, preferId);
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (!raw || !(Array.isArray(raw.fields) || isPlainObject(raw.fields))) {
    return { ok: false, issue: { path: at('fields'), expected: 'a list of fields (a Gravity Forms form object or export)', got: describe(raw ? raw.fields : json) } };
  }
  const fields = readFields(raw.fields);
  // Page membership from positions: each `page` field starts the next page.
  let page = 1;
  for (const f of fields) {
    if (f.type === 'page') page++;
    f.pageNumber = page;
  }
  const form: FormObject = { ...raw, title: looseString(raw.title) ?? '', description: looseString(raw.description) ?? '', fields };
  const id = fieldIdOf(raw.id);
  if (id === undefined) delete form.id;
  else form.id = id;
  for (const key of ['button', 'lastPageButton'] as const) {
    const b = readButton(raw[key]);
    if (b) form[key] = b;
    else delete form[key];
  }
  const pagination = readPagination(raw.pagination);
  if (pagination) form.pagination = pagination;
  else delete form.pagination;
  if (isPlainObject(raw.save)) {
    const button = readButton(raw.save.button);
    form.save = { ...raw.save, enabled: looseBool(raw.save.enabled) };
    if (button) form.save.button = button;
    else delete form.save.button;
  } else delete form.save;
  const hash = looseText(raw.version_hash);
  if (hash === undefined) delete form.version_hash;
  else form.version_hash = hash;
  if (raw.requireLogin === undefined) delete form.requireLogin;
  else form.requireLogin = looseBool(raw.requireLogin);
  return { ok: true, value: form };
}

/** A form's default confirmation as Gravity Forms keeps it (`confirmations` as a list or keyed by id; the `isDefault` one, else the first). */
export function defaultConfirmation(form: Record<string, unknown>): { type: string; message?: string; url?: string } | null {
  const list = looseList(form.confirmations).filter(isPlainObject);
  const pick = list.find((c) => looseBool(c.isDefault)) ?? list[0];
  if (!pick) return null;
  const type = looseText(pick.type) ?? 'message';
  const out: { type: string; message?: string; url?: string } = { type };
  const message = looseString(pick.message);
  if (message !== undefined) out.message = message;
  const url = looseText(pick.url);
  if (url !== undefined) out.url = url;
  return out;
}

/** Reads the optional `resume` block of a loaded config; anything malformed is ignored (null). */
export function parseResume(json: unknown): ResumeState | null {
  if (!isPlainObject(json)) return null;
  const r = resumeSchema.parse(json, 'resume');
  if (!r.ok) return null;
  const values: Record<string, string | string[]> = {};
  if (isPlainObject(r.value.values)) {
    for (const [k, v] of Object.entries(r.value.values)) {
      if (FORBIDDEN_KEYS.includes(k)) continue; // a server's `__proto__` must not become our prototype
      if (typeof v === 'string') values[k] = v;
      else if (Array.isArray(v)) values[k] = v.filter((x): x is string => typeof x === 'string');
    }
  }
  return { token: r.value.token, values, page: r.value.page };
}

/** The element's resolved config: attributes plus the form object when it was given inline. */
export interface GformConfig {
  formId: number;
  submissionMethod: SubmissionMethod;
  displayTitle: boolean;
  displayDescription: boolean;
  /** Inline form object; undefined means "load it with gform_get_config". */
  form?: FormObject;
  /** Server-printed values Gravity Forms checks (CONTRACT "Server-printed values"): `state_{id}`, `version_hash`, the iframe method's `gform_ajax`. */
  state?: string;
  versionHash?: string;
  ajaxMarker?: string;
}

const methodSchema = withDefault(oneOf(SUBMISSION_METHODS), 'postback');
/**
 * Largest form id (not in the spec): Gravity Forms keeps form ids in an integer database column; a
 * larger one (`form-id="1e308"`) is no form and would make an invalid config path.
 */
export const MAX_GFORM_ID = 2_147_483_647;
const formIdSchema = number({ integer: true, min: 1, max: MAX_GFORM_ID });

/**
 * Builds the element config from the attribute props and the JSON block (CONTRACT section 2).
 * The form id comes from `form-id`, else from the inline form object's `id`. The form object is
 * read loosely (parseFormObject); it is refused only when it has no fields list.
 */
export function parseGformConfig(input: { json: unknown; props: Record<string, unknown> }): Parsed<GformConfig> {
  const { json, props } = input;
  const method = methodSchema.parse(props.submissionMethod === '' ? undefined : props.submissionMethod, 'submission-method');
  if (!method.ok) return method;
  let form: FormObject | undefined;
  if (json !== undefined) {
    // An export may hold several forms: the one named by form-id wins.
    const f = parseFormObject(json, 'config', fieldIdOf(props.formId));
    if (!f.ok) return f;
    form = f.value;
  }
  const rawId = props.formId ?? form?.id;
  const id = formIdSchema.parse(rawId, 'form-id');
  if (!id.ok) return id;
  const config: GformConfig = {
    formId: id.value,
    submissionMethod: method.value,
    displayTitle: props.displayTitle === true,
    displayDescription: props.displayDescription === true,
  };
  if (form) config.form = form;
  // Printed by the server, passed on as they are (a non-string property is ignored, an empty one is none).
  for (const key of ['state', 'versionHash', 'ajaxMarker'] as const) {
    const v = props[key];
    if (typeof v === 'string' && v.trim() !== '') config[key] = v.trim();
  }
  return { ok: true, value: config };
}
