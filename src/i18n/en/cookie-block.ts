import type { cookieBlock as nl } from '../nl/cookie-block';
/** Strings of the cookie blocking form (English); same keys as the Dutch module. */
export const cookieBlock: Record<keyof typeof nl, string> = {
  'consent.block.title': 'Block cookies',
  'consent.block.intro': 'Tick this to block all cookies except the one that remembers this choice.',
  'consent.block.checkbox': 'Block all cookies',
  'consent.block.submit': 'Save',
};
