import type { ElementDocs } from './types';

export const docs: ElementDocs = {
  summary: 'Cookie-consent banner and settings modal (CT Ultimate GDPR).',
  description:
    'Shows the consent banner when no valid consent is recorded (cookie `ct-ultimate-gdpr-cookie` missing, old format, unreadable or expired) and the page settings do not say consent exists. ' +
    'Accept posts `ct_ultimate_gdpr_cookie_consent_give` with the accept level (retried once with `skip_cookies=true`, then the cookie is written client-side). ' +
    'The settings modal (open button, any `[data-consent-settings]` element, or `openSettings()`) has a slider (block all, then levels 2-5) and single categories 5-8; ' +
    'Save posts `level` and `level_id[]`; closing the modal posts `ct_ultimate_gdpr_cookie_consent_decline`. ' +
    'Also drives `fbq` consent, Google Consent Mode v2 and `data-consent-level` gated scripts and elements. ' +
    'Config JSON: `consent`, `url`, `texts`, `levels` (per level `allowed` / `notAllowed` lists), `descriptions` (per category 5-8), `cookies`, `cookie_expire`, and the plugin keys `display_cookie_always`, `cookie_reset_consent`, `use_ajax_cookie_popup`, `consent_accept_level`, `consent_default_level`, `cookie_gear_close_box`, `reload`, `readurl`.',
  attributes: {
    bannerStyle: { description: 'Banner look: a bar at the top or bottom, a full-screen panel, or a floating card.', type: "'top-panel' | 'bottom-panel' | 'full-panel' | 'modern'", default: 'bottom-panel' },
    alwaysVisible: { description: 'display_cookie_always: the banner stays visible, the open button is hidden, outside clicks and Escape do not close the modal.', type: 'boolean', default: 'false' },
    reload: { description: 'Reload the page after consent is saved (no success message then).', type: 'boolean', default: 'false' },
    ajaxPopup: { description: 'use_ajax_cookie_popup: load the modal markup from REST `ct-ultimate-gdpr/v1/cookie-popup-options` and `…/cookie-popup` (sanitized).', type: 'boolean', default: 'false' },
    resetConsent: { description: 'cookie_reset_consent: delete every cookie the page can see on load, so the banner asks again.', type: 'boolean', default: 'false' },
    acceptLevel: { description: 'Level 1-5 stored by the Accept button.', type: 'number', default: '5' },
    declineButton: { description: 'cookie_gear_close_box: the banner offers refusing ("Weigeren") beside accepting; it posts `ct_ultimate_gdpr_cookie_consent_decline` with `ct_ultimate_gdpr_button_close=1` and stores block all, as CT\'s first-layer decline does. Also set by the config key `cookie_gear_close_box` (`"on"` as CT stores it).', type: 'boolean', default: 'false' },
  },
  events: [
    { name: 'consent-updated', description: 'After every consent change (accept, save, decline), whether the server call succeeded or the cookie was written client-side.', detail: '{ level: number; levels: number[] }' },
  ],
  parts: [
    { name: 'banner', description: 'The banner, a labelled region (role="region").' },
    { name: 'accept-button', description: 'Accept button in the banner.' },
    { name: 'decline-button', description: 'Decline button in the banner (with `decline-button` or `cookie_gear_close_box`).' },
    { name: 'settings-button', description: 'Opens the settings modal.' },
    { name: 'open-button', description: 'Round button shown while the banner is hidden (never in always-visible mode); opens the modal.' },
    { name: 'modal', description: 'The settings dialog (role="dialog", aria-modal).' },
    { name: 'modal-close', description: 'Close button of the modal (posts decline).' },
    { name: 'slider-item', description: 'One per level, block all first; carries data-level (1-5) and data-state (active | selected | unselected).' },
    { name: 'category', description: 'Single-category checkboxes, value 5-8 (essentials, functionality, analytics, advertising).' },
    { name: 'save-button', description: 'Saves the modal selection.' },
    { name: 'success-message', description: "'Successfully submitted!', shown for 2000 ms after a save when the page does not reload." },
  ],
  cssProperties: [
    { name: '--se-consent-bg', description: 'Banner and modal background.', default: '#ffffff' },
    { name: '--se-consent-text', description: 'Text colour.', default: '#1f2328' },
    { name: '--se-consent-muted', description: 'Secondary text colour.', default: '#57606a' },
    { name: '--se-consent-border', description: 'Borders and separators.', default: '#d8dee4' },
    { name: '--se-consent-accent', description: 'Primary button, links and the open button.', default: '#25603f' },
    { name: '--se-consent-accent-hover', description: 'Primary button hover.', default: '#1b4a30' },
    { name: '--se-consent-accent-text', description: 'Text on the accent colour.', default: '#ffffff' },
    { name: '--se-consent-radius', description: 'Corner radius of the full panel.', default: '12px' },
    { name: '--se-consent-overlay', description: 'Backdrop behind the modal and the full panel.', default: 'rgb(15 23 42 / 0.55)' },
    { name: '--se-consent-shadow', description: 'Shadow of the modal and the full panel.' },
    { name: '--se-consent-z-index', description: 'Stacking level of banner, open button and modal.', default: '2147483000' },
    { name: '--se-consent-slider-selected', description: 'Slider: active and earlier items (spec: #82aa3b).', default: '#82aa3b' },
    { name: '--se-consent-slider-unselected', description: 'Slider: later items (spec: #595959).', default: '#595959' },
    { name: '--se-consent-allowed', description: 'Tick marks of the allowed list.', default: '#2d6a1f' },
    { name: '--se-consent-not-allowed', description: 'Crosses of the not-allowed list.', default: '#b42318' },
    { name: '--se-consent-modern-bg', description: 'Background of the modern card.', default: '#1f2328' },
    { name: '--se-consent-modern-text', description: 'Text of the modern card.', default: '#f6f8fa' },
  ],
  slots: [],
};
