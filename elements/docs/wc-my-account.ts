import { COMMON_ATTRIBUTE_DOCS, type ElementDocs } from './types';

export const docs: ElementDocs = {
  summary: "WooCommerce's account area (Elementor Pro's My Account widget) with tabs that load without a page load, inline validation, show password and a strength meter. A light element: no React.",
  description:
    'Wraps the server-rendered account area (`.e-my-account-tab` with `.woocommerce-MyAccount-navigation` and `.woocommerce-MyAccount-content`, or the ' +
    'login / register / lost-password forms). A tab of the menu fetches its page, swaps the `.e-my-account-tab` region (sanitized), pushes a history ' +
    'entry (back and forward swap again) and moves focus to the new heading; a failed, slow or unexpected answer (a login form: the session ended) ' +
    'loads the page normally. Login, register, reset and account-details forms: errors under their fields (aria-invalid, aria-describedby), focus to ' +
    'the first one, a show-password button (aria-pressed) on each password field, the password-strength meter on new passwords. Logout links keep ' +
    "Elementor's elementor_wc_logout / elementor_my_account_redirect beside WooCommerce's _wpnonce (added when missing). Without script: plain pages and POST forms. " +
    'Attributes on the element: data-enhanced once set up, data-loading while a tab loads.',
  attributes: {
    ...COMMON_ATTRIBUTE_DOCS,
    config: { description: 'JSON: {"timeout": ms} — a tab not loaded by then loads normally (default 15000).', type: 'string' },
  },
  events: [
    { name: 'wc-my-account-navigate', description: "A tab's page was swapped in.", detail: '{ url: string, endpoint: string }' },
    { name: 'wc-my-account-error', description: "Cancelable: a tab's page could not be swapped in (network, timeout, not an account page). Not cancelled, the page loads normally.", detail: '{ url: string, message: string }' },
  ],
  parts: [{ name: 'status', description: 'The visually hidden polite live region (page loaded, form errors).' }],
  cssProperties: [
    { name: '--se-account-error-color', description: 'Field error text and invalid field border.', default: '#a3210f' },
    { name: '--se-account-border', description: 'Show-password button border.', default: '#8c7a66' },
    { name: '--se-account-button-bg', description: 'Show-password button background.', default: '#fff' },
    { name: '--se-account-button-color', description: 'Show-password button text.', default: '#3b2a1a' },
    { name: '--se-account-button-active-bg', description: 'Show-password button background while the password shows.', default: '#f3e9dc' },
    { name: '--se-account-radius', description: 'Show-password button corner radius.', default: '4px' },
    { name: '--se-account-meter-short', description: 'Strength bar: very weak / mismatch.', default: '#a3210f' },
    { name: '--se-account-meter-bad', description: 'Strength bar: weak.', default: '#9a5b00' },
    { name: '--se-account-meter-good', description: 'Strength bar: medium.', default: '#6b6b00' },
    { name: '--se-account-meter-strong', description: 'Strength bar: strong.', default: '#1e6b2e' },
    { name: '--se-account-hint-color', description: 'The hint under a weak password.', default: '#5c4a38' },
  ],
  slots: [{ name: '', description: 'The account area as WooCommerce and Elementor print it.' }],
};
