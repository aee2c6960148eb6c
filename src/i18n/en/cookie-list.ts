import type { cookieList as nl } from '../nl/cookie-list';
/** Strings of the cookie list (English); same keys as the Dutch module. */
export const cookieList: Record<keyof typeof nl, string> = {
  'consent.list.caption': 'Cookies this website uses',
  'consent.list.filter': 'First or third party',
  'consent.list.any': 'Any',
  'consent.list.first': 'First party',
  'consent.list.third': 'Third party',
  'consent.list.name': 'Cookie name',
  'consent.list.type': 'Type of cookie',
  'consent.list.party': 'First or third party',
  'consent.list.blockable': 'Can be blocked',
  'consent.list.session': 'Session or persistent',
  'consent.list.expiry': 'Expiry time',
  'consent.list.purpose': 'Purpose',
  'consent.list.yes': 'Yes',
  'consent.list.no': 'No',
  'consent.list.sessionValue': 'Session',
  'consent.list.persistentValue': 'Persistent',
  'consent.list.empty': 'No cookies in this selection.',
  'consent.list.count': '{count} of {total} cookies',
};
