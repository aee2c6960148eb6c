import type { ElementDocs } from './types';

export const docs: ElementDocs = {
  summary: 'Cookie-blocking form: one checkbox and a submit button.',
  description:
    'Checked = level 1 (block all), unchecked = level 5. The submit button is enabled once the checkbox changes; submit posts `ct_ultimate_gdpr_cookie_consent_give` ' +
    '(retried once with `skip_cookies=true`, then the cookie is written client-side) and fires `consent-updated`. Config JSON: `reload`, `cookie_expire`, `texts` (`title`, `intro`, `checkbox`, `submit`, `success`).',
  attributes: {},
  events: [{ name: 'consent-updated', description: 'After the form is saved.', detail: '{ level: number; levels: number[] }' }],
  parts: [
    { name: 'checkbox', description: 'The <input type="checkbox"> (checked = block all).' },
    { name: 'submit-button', description: 'The <button type="submit">, disabled until the checkbox changes.' },
    { name: 'success-message', description: "'Successfully submitted!', shown for 2000 ms after a save." },
  ],
  cssProperties: [
    { name: '--se-cookie-block-accent', description: 'Submit button and checkbox colour.', default: '#25603f' },
    { name: '--se-cookie-block-border', description: 'Form border.', default: '#d8dee4' },
  ],
  slots: [],
};
