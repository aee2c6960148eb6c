import type { consentModal as nl } from '../nl/consent-modal';
/** Strings of the settings modal (English); same keys as the Dutch module. */
export const consentModal: Record<keyof typeof nl, string> = {
  'consent.modalTitle': 'Privacy settings',
  'consent.modalIntro':
    'Decide which cookies you want to allow. You can change these settings at any time; some functions may then no longer be available.',
  'consent.sliderLegend': 'With the slider, you can enable or disable different types of cookies:',
  'consent.level.1': 'Block all',
  'consent.level.2': 'Essentials',
  'consent.level.3': 'Functionality',
  'consent.level.4': 'Analytics',
  'consent.level.5': 'Advertising',
  'consent.categoriesLegend': 'Or choose single categories:',
  'consent.category.5': 'Essentials',
  'consent.category.6': 'Functionality',
  'consent.category.7': 'Analytics',
  'consent.category.8': 'Advertising',
  'consent.allowedTitle': 'This website will:',
  'consent.notAllowedTitle': 'This website won’t:',
  'consent.desc.always': 'Remember your cookie permission setting',
  'consent.desc.5':
    'Allow session cookies\nGather information you input into contact forms, newsletter and other forms\nKeep track of what you put in your shopping cart\nAuthenticate that you are logged into your user account\nRemember the language version you selected',
  'consent.desc.6': 'Remember social media settings\nRemember the selected region and country',
  'consent.desc.7':
    'Keep track of your visited pages and interactions taken\nKeep track of the time spent on each page\nKeep track of your location and region based on your IP number',
  'consent.desc.8': 'Tailor information and advertising to your interests\nGather personally identifiable information such as name and location',
  'consent.cookiesTitle': 'Cookies on this website',
  'consent.save': 'Save & close',
  'consent.close': 'Close',
  'consent.loading': 'Loading settings…',
};
