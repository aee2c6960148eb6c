/**
 * Password strength (spec section 5 "Other fields": blank, unknown, short, bad, good, strong,
 * mismatch), as Gravity Forms maps WordPress' meter: an empty password is `blank`, a differing
 * confirmation `mismatch`, a meter that cannot judge `unknown`, then by score 0–1 `short`, 2 `bad`,
 * 3 `good`, 4 `strong`. The meter is injected; the built-in one scores length, character
 * variety, repeats, sequences and words from the form (the visitor's own name or email). Pure.
 */

export const PASSWORD_STRENGTHS = ['blank', 'unknown', 'short', 'bad', 'good', 'strong', 'mismatch'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

/** A meter: 0..4, or -1 when it cannot judge. `disallowed` are words the password should not lean on. */
export type PasswordMeter = (password: string, disallowed: readonly string[]) => number;

const SEQUENCES = ['abcdefghijklmnopqrstuvwxyz', '0123456789', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'azertyuiop'];
const COMMON = new Set(['password', 'wachtwoord', 'welkom', 'welcome', 'qwerty', 'letmein', 'admin', 'geheim', 'iloveyou', 'monkey', 'dragon', 'sunshine', 'football', 'voetbal']);

/** The built-in meter: an estimate of guessing effort from the characters used, less what patterns give away. */
export const builtInMeter: PasswordMeter = (password, disallowed) => {
  if (/[\u0000-\u001f]/.test(password)) return -1;
  let rest = password.toLowerCase();
  for (const w of [...COMMON, ...disallowed.map((d) => d.toLowerCase()).filter((d) => d.length >= 3)]) rest = rest.split(w).join('');
  for (const seq of SEQUENCES) {
    for (let n = seq.length; n >= 3; n--) {
      for (let i = 0; i + n <= seq.length; i++) rest = rest.split(seq.slice(i, i + n)).join(seq[i]!);
    }
  }
  rest = rest.replace(/(.)\1{2,}/g, '$1');
  const pool = (/[a-z]/.test(password) ? 26 : 0) + (/[A-Z]/.test(password) ? 26 : 0) + (/\d/.test(password) ? 10 : 0) + (/[^a-zA-Z0-9]/.test(password) ? 33 : 0);
  const bits = rest.length * Math.log2(Math.max(pool, 2));
  if (password.length < 6 || bits < 30) return 0;
  if (bits < 45) return 1;
  if (bits < 66) return 2;
  if (bits < 88) return 3;
  return 4;
};

/** The strength of `password` given its confirmation (spec section 5 levels). */
export function passwordStrength(password: string, confirmation = '', opts: { meter?: PasswordMeter; disallowed?: readonly string[] } = {}): PasswordStrength {
  if (password.length === 0) return 'blank';
  if (confirmation !== '' && confirmation !== password) return 'mismatch';
  const score = (opts.meter ?? builtInMeter)(password, opts.disallowed ?? []);
  switch (score) {
    case -1:
      return 'unknown';
    case 2:
      return 'bad';
    case 3:
      return 'good';
    case 4:
      return 'strong';
    default:
      return 'short';
  }
}

/** True when `strength` reaches the field's minimum (`minPasswordStrength`: short, bad, good, strong). */
export function meetsMinimum(strength: PasswordStrength, minimum: string | undefined): boolean {
  const order = ['short', 'bad', 'good', 'strong'];
  const need = order.indexOf(minimum ?? '');
  if (need < 0) return true;
  return order.indexOf(strength) >= need;
}
