/**
 * Server-side validation of a submission, as the reference backend runs it (required fields,
 * email, number ranges, dates, times, URLs, choices, lengths). Gravity Forms validates on the
 * server too; the widget only shows what comes back in `validation_messages`. Pure.
 */
import { ADDRESS_SUB_INPUTS, NAME_SUB_INPUTS, checkboxInputIds, formPages, inputName, subInputHidden } from './pages';
import { cleanNumber, EUR, parseMoney, type CurrencyConfig } from '../shared/currency';
import { hiddenFields, logicModel } from './conditional';
import { parseDay, type DateFormat } from './date';
import { DISPLAY_ONLY_TYPES, effectiveType } from './field-types';
import { checkboxNames, choiceValue, decimalSeparatorOf, hasPriceSubInputs, isPricingField, pricingInputType } from './pricing';
import type { FormField, FormObject, PostedValues } from './types';

export type { PostedValues };

export const VALIDATION_MESSAGES = {
  nl: {
    required: 'Dit veld is verplicht.',
    email: 'Vul een geldig e-mailadres in.',
    number: 'Vul een geldig getal in.',
    range: 'Vul een waarde in tussen {min} en {max}.',
    min: 'Vul een waarde in van {min} of meer.',
    max: 'Vul een waarde in van {max} of minder.',
    website: 'Vul een geldige website-URL in (beginnend met http:// of https://).',
    date: 'Vul een geldige datum in.',
    time: 'Vul een geldige tijd in.',
    phone: 'Vul een geldig telefoonnummer in.',
    choice: 'Kies een van de opties.',
    tooLong: 'De invoer is te lang (maximaal {max} tekens).',
    quantity: 'Vul een geldig aantal in.',
    amount: 'Vul een geldig bedrag in.',
    passwordMismatch: 'De wachtwoorden komen niet overeen.',
    cardNumber: 'Vul een geldig kaartnummer in.',
    cardIncomplete: 'Vul alle gegevens van de kaart in.',
  },
  en: {
    required: 'This field is required.',
    email: 'Please enter a valid email address.',
    number: 'Please enter a valid number.',
    range: 'Please enter a value between {min} and {max}.',
    min: 'Please enter a value greater than or equal to {min}.',
    max: 'Please enter a value less than or equal to {max}.',
    website: 'Please enter a valid website URL (starting with http:// or https://).',
    date: 'Please enter a valid date.',
    time: 'Please enter a valid time.',
    phone: 'Please enter a valid phone number.',
    choice: 'Please choose one of the options.',
    tooLong: 'The input is too long (at most {max} characters).',
    quantity: 'Please enter a valid quantity.',
    amount: 'Please enter a valid amount.',
    passwordMismatch: 'Your passwords do not match.',
    cardNumber: 'Please enter a valid card number.',
    cardIncomplete: 'Please enter all of the card details.',
  },
} as const;
export type ValidationLocale = keyof typeof VALIDATION_MESSAGES;
type MessageKey = keyof (typeof VALIDATION_MESSAGES)['nl'];

/**
 * The field types validated here (by their effective type: post fields by input type). Any other
 * type (an add-on's, a beta's, and the pricing fields, validated by their own issue) is not
 * rendered by the widget, so it is never required here either: the rest of the form submits.
 */
export const VALIDATED_TYPES: ReadonlySet<string> = new Set([
  'text', 'textarea', 'email', 'phone', 'number', 'website', 'select', 'multiselect', 'radio', 'checkbox',
  'name', 'address', 'date', 'time', 'consent', 'password', 'creditcard', 'list', 'fileupload',
]);

/** The first value posted under `name`, trimmed ('' when absent). */
export function firstValue(values: PostedValues, name: string): string {
  const v = values[name];
  return (Array.isArray(v) ? (v[0] ?? '') : (v ?? '')).trim();
}

/** All values posted under `name`. */
export function allValues(values: PostedValues, name: string): string[] {
  const v = values[name];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

/**
 * Parses a number as typed: currency symbols and other characters are stripped, keeping digits,
 * the decimal separator and a leading minus (spec section 5 "Other fields"). Thousands separators
 * go. null when nothing numeric is left or the text has two decimal separators.
 */
export function parseNumber(text: string, decimalSeparator: '.' | ',' = '.'): number | null {
  return cleanNumber(text, decimalSeparator);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9\s().-]{6,20}$/;

function isHttpUrl(text: string): boolean {
  try {
    const u = new URL(text);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

/** True when the field is shown to visitors (and so validated). */
function isVisible(field: FormField): boolean {
  return (field.visibility ?? 'visible') === 'visible' && !DISPLAY_ONLY_TYPES.has(field.type);
}

/** The Luhn check digit rule every payment card number passes. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Validates one field; returns the message or null. Prices are read in `currency` (EUR by default). */
export function validateField(field: FormField, values: PostedValues, locale: ValidationLocale = 'nl', currency: CurrencyConfig = EUR): string | null {
  const t = VALIDATION_MESSAGES[locale];
  const say = (key: MessageKey, vars: Record<string, string | number> = {}) =>
    field.errorMessage && key !== 'required' ? field.errorMessage : t[key].replace(/\{(\w+)\}/g, (_m, k: string) => String(vars[k] ?? ''));
  if (!isVisible(field) || field.type === 'hidden') return null;
  if (isPricingField(field)) return validatePricingField(field, values, { required: field.errorMessage || t.required, say }, currency);
  const type = effectiveType(field);
  if (!VALIDATED_TYPES.has(type)) return null;
  const name = inputName(field.id);
  const value = firstValue(values, name);
  const required = () => field.errorMessage || t.required;

  switch (type) {
    case 'consent':
      return field.isRequired && firstValue(values, `${name}_1`) !== '1' ? required() : null;
    case 'multiselect': {
      const picked = allValues(values, `${name}[]`).filter((v) => v.trim() !== '');
      if (picked.length === 0) return field.isRequired ? required() : null;
      const allowed = new Set((field.choices ?? []).map((c) => c.value ?? c.text));
      return allowed.size === 0 || picked.every((v) => allowed.has(v)) ? null : say('choice');
    }
    case 'list': {
      const cells = allValues(values, `${name}[]`).filter((v) => v.trim() !== '');
      return field.isRequired && cells.length === 0 ? required() : null;
    }
    case 'password': {
      const confirmShown = !(field.inputs?.find((i) => i.id === `${field.id}.2`)?.isHidden ?? false);
      if (value === '') return field.isRequired ? required() : null;
      return confirmShown && firstValue(values, `${name}_2`) !== value ? t.passwordMismatch : null;
    }
    case 'creditcard': {
      const number = firstValue(values, `${name}_1`).replace(/[\s-]/g, '');
      const [month = '', year = ''] = allValues(values, `${name}_2[]`).map((v) => v.trim());
      const cvv = firstValue(values, `${name}_3`);
      const cardName = firstValue(values, `${name}_5`);
      if (number === '' && cvv === '' && cardName === '' && month === '' && year === '') return field.isRequired ? required() : null;
      if (!/^\d{12,19}$/.test(number) || !luhn(number)) return t.cardNumber;
      if (!/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year) || !/^\d{3,4}$/.test(cvv) || cardName === '') return field.errorMessage || t.cardIncomplete;
      return null;
    }
    case 'fileupload':
      // The file travels in the multipart body (or as an uploaded-files entry); the reference
      // backend keeps the name only, so a required upload is checked where the file is stored.
      return null;
    case 'name':
    case 'address': {
      const subs = field.type === 'name' ? NAME_SUB_INPUTS : ADDRESS_SUB_INPUTS;
      if (!field.isRequired) return null;
      for (const s of subs) {
        if (subInputHidden(field, s.n, s.hidden)) continue;
        const needed = field.type === 'name' ? s.n === 3 || s.n === 6 : 'required' in s && s.required;
        if (needed && firstValue(values, `${name}_${s.n}`) === '') return field.errorMessage || t.required;
      }
      return null;
    }
    case 'checkbox': {
      const ids = field.inputs?.length ? field.inputs.map((i) => i.id) : checkboxInputIds(field.id, field.choices?.length ?? 0);
      const picked = ids.map((id) => firstValue(values, inputName(id))).filter((v) => v !== '');
      if (field.isRequired && picked.length === 0) return field.errorMessage || t.required;
      const allowed = new Set((field.choices ?? []).map((c) => c.value ?? c.text));
      if (picked.some((v) => !allowed.has(v))) return say('choice');
      return null;
    }
    case 'time': {
      const parts = allValues(values, `${name}[]`).map((v) => v.trim());
      const [hh = '', mm = '', ampm = ''] = parts;
      if (hh === '' && mm === '') return field.isRequired ? field.errorMessage || t.required : null;
      const h = Number(hh);
      const m = Number(mm);
      const twelve = field.timeFormat === '12';
      const hourOk = /^\d{1,2}$/.test(hh) && (twelve ? h >= 1 && h <= 12 : h >= 0 && h <= 23);
      const minuteOk = /^\d{1,2}$/.test(mm) && m >= 0 && m <= 59;
      const ampmOk = !twelve || ampm === 'am' || ampm === 'pm';
      return hourOk && minuteOk && ampmOk ? null : say('time');
    }
  }

  if (value === '') return field.isRequired ? field.errorMessage || t.required : null;
  if (field.maxLength && value.length > field.maxLength) return say('tooLong', { max: field.maxLength });

  switch (type) {
    case 'email':
      return EMAIL.test(value) ? null : say('email');
    case 'phone':
      return PHONE.test(value) ? null : say('phone');
    case 'website':
      return isHttpUrl(value) ? null : say('website');
    case 'date':
      return parseDay(value, (field.dateFormat ?? 'mdy') as DateFormat) ? null : say('date');
    case 'number': {
      const sep = field.numberFormat === 'decimal_comma' ? ',' : '.';
      const n = parseNumber(value, sep);
      if (n === null || !/^[\s\-+€$£]*[\d.,\s]+[\s€$£]*$/.test(value)) return say('number');
      const { rangeMin: min, rangeMax: max } = field;
      if (min !== undefined && max !== undefined && (n < min || n > max)) return say('range', { min, max });
      if (min !== undefined && n < min) return say('min', { min });
      if (max !== undefined && n > max) return say('max', { max });
      return null;
    }
    case 'select':
    case 'radio': {
      // A choice list filled in by the site (post categories) is not in the form object.
      const allowed = new Set((field.choices ?? []).map((c) => c.value ?? c.text));
      return allowed.size === 0 || allowed.has(value) ? null : say('choice');
    }
  }
  return null;
}

const isWholeNumber = (n: number | null) => n !== null && Number.isInteger(n) && n >= 0;

/**
 * Pricing fields as Gravity Forms validates them: a required single or calculation product needs
 * a quantity, which must be a whole number >= 0; a typed amount (user-defined price, donation)
 * must be money >= 0; a chosen priced choice must be one of the field's own `value|price` pairs
 * (a page cannot post its own price); total, single shipping and hidden products are computed.
 */
function validatePricingField(field: FormField, values: PostedValues, m: { required: string; say(key: MessageKey): string }, currency: CurrencyConfig): string | null {
  const it = pricingInputType(field);
  if (field.type === 'total' || it === 'singleshipping' || it === 'hiddenproduct') return null;
  const name = inputName(field.id);
  if (hasPriceSubInputs(field)) {
    const q = firstValue(values, `${name}_3`);
    if (q === '') return field.isRequired && !field.disableQuantity ? m.required : null;
    return isWholeNumber(cleanNumber(q, '.')) && /^[\d.]+$/.test(q) ? null : m.say('quantity');
  }
  if (it === 'select' || it === 'radio' || it === 'checkbox') {
    const names = it === 'checkbox' ? checkboxNames(field) : [name];
    const picked = names.map((n) => firstValue(values, n)).filter((v) => v !== '');
    if (picked.length === 0) return field.isRequired ? m.required : null;
    const allowed = new Set((field.choices ?? []).map((c) => (field.type === 'quantity' ? (c.value ?? c.text) : choiceValue(c, currency))));
    return picked.every((v) => allowed.has(v)) ? null : m.say('choice');
  }
  const value = firstValue(values, name);
  if (value === '') return field.isRequired ? m.required : null;
  if (field.type === 'quantity') return isWholeNumber(cleanNumber(value, decimalSeparatorOf(field.numberFormat, currency))) ? null : m.say('quantity');
  const amount = parseMoney(value, currency);
  return amount !== null && amount >= 0 ? null : m.say('amount');
}

/**
 * Validates the fields of the given pages (all pages when `pages` is undefined); returns the
 * messages by field id, empty when everything passed.
 */
export function validateSubmission(form: Pick<FormObject, 'fields'>, values: PostedValues, opts: { pages?: number[]; locale?: ValidationLocale; currency?: CurrencyConfig } = {}): Record<string, string> {
  const out: Record<string, string> = {};
  // Fields hidden by conditional logic are not validated (Gravity Forms skips them too).
  const hidden = hiddenFields(logicModel(form), values);
  for (const page of formPages(form)) {
    if (opts.pages && !opts.pages.includes(page.number)) continue;
    for (const field of page.fields) {
      if (hidden.has(field.id)) continue;
      const message = validateField(field, values, opts.locale ?? 'nl', opts.currency ?? EUR);
      if (message) out[String(field.id)] = message;
    }
  }
  return out;
}
