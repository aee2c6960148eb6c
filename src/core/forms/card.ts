/**
 * Payment card type detection (spec section 5 "Other fields"): once at least 4 digits are
 * entered, by prefix, shown only when exactly one type matches. Card types and prefixes are
 * Gravity Forms' own (GFCommon::get_card_types). Pure.
 */

/** Spec section 5: detection starts at this many digits. */
export const CARD_DETECT_MIN_DIGITS = 4;

/** Gravity Forms' card types with their number prefixes. */
export const CARD_TYPES = [
  { slug: 'amex', name: 'American Express', prefixes: ['34', '37'] },
  { slug: 'discover', name: 'Discover', prefixes: ['6011', '622', '64', '65'] },
  { slug: 'mastercard', name: 'MasterCard', prefixes: ['51', '52', '53', '54', '55', '22', '23', '24', '25', '26', '270', '271', '272'] },
  { slug: 'visa', name: 'Visa', prefixes: ['4', '417500', '4917', '4913', '4508', '4844'] },
  { slug: 'jcb', name: 'JCB', prefixes: ['35'] },
  { slug: 'maestro', name: 'Maestro', prefixes: ['5018', '5020', '5038', '6304', '6759', '6761'] },
] as const;
export type CardSlug = (typeof CARD_TYPES)[number]['slug'];

/**
 * The card type of a (partly typed) number: null below 4 digits, and unless exactly one type has
 * a prefix that agrees with the digits typed so far. `accepted` limits the types (a field's `creditCards`).
 */
export function detectCardType(number: string, accepted?: readonly string[]): CardSlug | null {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits) || digits.length < CARD_DETECT_MIN_DIGITS) return null;
  const types = accepted?.length ? CARD_TYPES.filter((t) => accepted.includes(t.slug)) : CARD_TYPES;
  const matches = types.filter((t) => t.prefixes.some((p) => p.startsWith(digits.slice(0, p.length))));
  return matches.length === 1 ? matches[0]!.slug : null;
}
