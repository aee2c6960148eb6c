import type { consent as nl } from '../nl/consent';
/** Strings of the banner, the open button and the success message (English); same keys as the Dutch module. */
export const consent: Record<keyof typeof nl, string> = {
  'consent.bannerLabel': 'Cookie consent',
  'consent.title': 'We use cookies',
  'consent.content':
    'We use cookies to make this website work, to measure how it is used and to tailor advertising. Choose which cookies you allow.',
  'consent.readMore': 'Read more',
  'consent.accept': 'Accept',
  'consent.decline': 'Decline',
  'consent.settings': 'Settings',
  'consent.open': 'Open cookie settings',
  'consent.success': 'Successfully submitted!',
};
