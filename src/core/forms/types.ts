/**
 * The Gravity Forms form object as this project reads it (CONTRACT section 3, gform-form), and
 * its validation. Only what the renderer and the submission flow need is typed; every other key
 * of the original object is kept as it is (pricing, uploads and special fields read them later).
 */
import { array, boolean, isPlainObject, number, object, oneOf, optional, string, unknown, withDefault, type Infer, type Parsed, type Schema } from '../shared/schema';

/** Submission methods of spec section 4 ("Form submission"); postback is the default (spec section 9). */
export const SUBMISSION_METHODS = ['postback', 'ajax', 'iframe'] as const;
export type SubmissionMethod = (typeof SUBMISSION_METHODS)[number];

/** Submission types of spec section 4 ("Form submission"). */
export const SUBMISSION_TYPES = ['submit', 'next', 'previous', 'save-continue', 'send-link'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

const choiceSchema = object({
  text: withDefault(string(), ''),
  value: optional(string()),
  isSelected: optional(boolean()),
  price: optional(string()),
});
export type FormChoice = Infer<typeof choiceSchema>;

const inputSchema = object({
  id: stringOrNumber(),
  label: withDefault(string(), ''),
  name: optional(string()),
  isHidden: optional(boolean()),
  placeholder: optional(string()),
  defaultValue: optional(string()),
  choices: optional(array(choiceSchema)),
});
export type FormInput = Infer<typeof inputSchema>;

const buttonSchema = object({
  type: optional(string()),
  text: optional(string()),
});

const fieldSchema = object({
  id: number({ integer: true, min: 1 }),
  type: string({ nonEmpty: true }),
  label: withDefault(string(), ''),
  adminLabel: optional(string()),
  description: optional(string()),
  isRequired: withDefault(boolean(), false),
  pageNumber: optional(number({ integer: true, min: 1 })),
  choices: optional(array(choiceSchema)),
  inputs: optional(array(inputSchema)),
  placeholder: optional(string()),
  defaultValue: optional(string()),
  cssClass: optional(string()),
  maxLength: optional(number({ integer: true, min: 0 })),
  rangeMin: optional(number()),
  rangeMax: optional(number()),
  numberFormat: optional(oneOf(['decimal_dot', 'decimal_comma', 'currency'])),
  dateType: optional(oneOf(['datepicker', 'datefield', 'datedropdown'])),
  dateFormat: optional(oneOf(['mdy', 'dmy', 'dmy_dash', 'dmy_dot', 'ymd_slash', 'ymd_dash', 'ymd_dot'])),
  timeFormat: optional(oneOf(['12', '24'])),
  content: optional(string()),
  visibility: optional(oneOf(['visible', 'hidden', 'administrative'])),
  errorMessage: optional(string()),
  nextButton: optional(buttonSchema),
  previousButton: optional(buttonSchema),
  inputType: optional(string()),
  // Pricing (Gravity Forms' keys; src/core/forms/pricing.ts reads them)
  basePrice: optional(string()),
  productField: optional(fieldRef()),
  disableQuantity: optional(boolean()),
  enablePrice: optional(boolean()),
  enableCalculation: optional(boolean()),
  calculationFormula: optional(string()),
  calculationRounding: optional(unknown()),
});
export type FormField = Infer<typeof fieldSchema>;

const formSchema = object({
  id: optional(number({ integer: true, min: 1 })),
  title: withDefault(string(), ''),
  description: withDefault(string(), ''),
  fields: array(fieldSchema),
  button: optional(buttonSchema),
  lastPageButton: optional(buttonSchema),
  pagination: optional(
    object({
      type: withDefault(oneOf(['percentage', 'steps', 'none']), 'percentage'),
      pages: optional(array(string())),
    }),
  ),
  save: optional(
    object({
      enabled: withDefault(boolean(), false),
      button: optional(buttonSchema),
    }),
  ),
  version_hash: optional(string()),
  requireLogin: optional(boolean()),
});
/** A validated form object (unknown keys kept). */
export type FormObject = Infer<typeof formSchema>;

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

/** A field id as Gravity Forms stores a reference (`productField`): a number, a numeric string, or "" for none. */
function fieldRef(): Schema<number | undefined> {
  const expected = 'a field id';
  return {
    expected,
    parse(v, path): Parsed<number | undefined> {
      if (v === '' || v === false) return { ok: true, value: undefined };
      const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
      if (typeof n === 'number' && Number.isInteger(n) && n > 0) return { ok: true, value: n };
      return { ok: false, issue: { path, expected, got: v === undefined ? 'nothing' : typeof v } };
    },
  };
}

function stringOrNumber(): Schema<string> {
  const expected = 'a string or number';
  return {
    expected,
    parse(v, path): Parsed<string> {
      if (typeof v === 'string' && v !== '') return { ok: true, value: v };
      if (typeof v === 'number' && Number.isFinite(v)) return { ok: true, value: String(v) };
      return { ok: false, issue: { path, expected, got: v === undefined ? 'nothing' : typeof v } };
    },
  };
}

/** Validates a Gravity Forms form object; `path` prefixes issue paths (e.g. `config`). */
export function parseFormObject(json: unknown, path = ''): Parsed<FormObject> {
  return formSchema.parse(json, path);
}

/** Reads the optional `resume` block of a loaded config; anything malformed is ignored (null). */
export function parseResume(json: unknown): ResumeState | null {
  if (!isPlainObject(json)) return null;
  const r = resumeSchema.parse(json, 'resume');
  if (!r.ok) return null;
  const values: Record<string, string | string[]> = {};
  if (isPlainObject(r.value.values)) {
    for (const [k, v] of Object.entries(r.value.values)) {
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
}

const methodSchema = withDefault(oneOf(SUBMISSION_METHODS), 'postback');
const formIdSchema = number({ integer: true, min: 1 });

/**
 * Builds the element config from the attribute props and the JSON block (CONTRACT section 2).
 * The form id comes from `form-id`, else from the inline form object's `id`.
 */
export function parseGformConfig(input: { json: unknown; props: Record<string, unknown> }): Parsed<GformConfig> {
  const { json, props } = input;
  const method = methodSchema.parse(props.submissionMethod === '' ? undefined : props.submissionMethod, 'submission-method');
  if (!method.ok) return method;
  let form: FormObject | undefined;
  if (json !== undefined) {
    const f = parseFormObject(json, 'config');
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
  return { ok: true, value: config };
}
