import type { ElementDocs } from './types';

export const docs: ElementDocs = {
  summary: 'Gravity Forms renderer: multi-page forms with live pricing, submitted by postback, ajax or iframe, with server validation and save-and-continue.',
  description:
    'Renders a Gravity Forms form object (inline JSON, or loaded with gform_get_config) into an open shadow root: title, description, ' +
    'pages switched by show and hide with page progress, and the field types text, textarea, email, phone, number, select, radio, ' +
    'checkbox, name, address, date (own accessible date picker, week starting Monday), time, website, hidden, html (sanitized) and ' +
    'section, and the pricing fields product (single, select, radio, user-defined price, hidden, calculation), option, quantity, ' +
    'shipping, donation and total, number fields with formulas (a real parser, no eval) and conditional logic; the total follows the ' +
    'visitor live in the page currency. Inputs carry Gravity Forms names (input_{id}, input_{id}_{n}). Submissions go through one state machine: the checks of ' +
    'the spec, the cancelable gform-pre-submission event, an optional invisible reCAPTCHA token, then a postback (a real multipart POST ' +
    'to the page), an ajax gform_submit_form call, or a POST into a hidden iframe. Answers change the page, show validation messages ' +
    '(announced assertively, focus on the errors block), show the confirmation or redirect, or show the save-and-continue link.',
  attributes: {
    formId: { description: 'The Gravity Forms form id. Without an inline form object the form is loaded with gform_get_config (config path gform_forms/{id}; this project\'s backend answers it, Gravity Forms itself does not: on a WordPress site the page carries the form object).', type: 'number' },
    submissionMethod: { description: 'How the form is submitted: a real form POST to the page (postback), the gform_submit_form ajax call, or a POST into a hidden iframe.', type: "'postback' | 'ajax' | 'iframe'", default: 'postback' },
    displayTitle: { description: 'Show the form title (sent as display_title 1/0).', type: 'boolean', default: 'false' },
    displayDescription: { description: 'Show the form description (sent as display_description 1/0).', type: 'boolean', default: 'false' },
    state: { description: "Gravity Forms' state_{id} as the server printed it (GFFormDisplay::get_state: signs product and consent values); posted as state_{id}. Only the server can make it.", type: 'string' },
    versionHash: { description: "Gravity Forms' version_hash as the server printed it (wp_hash of its version, needs the site's salts); posted unless automation is detected. Never made up in the browser: without it no version_hash is sent, as Gravity Forms' own script does when it has none, and a form with the honeypot on stores the entry as spam.", type: 'string' },
    ajaxMarker: { description: "Gravity Forms' signed gform_ajax value (form_id=…&title=…&hash=…) for the iframe method, as the server printed it; its theme and styles are also sent as gform_theme and gform_style_settings.", type: 'string' },
  },
  events: [
    { name: 'gform-pre-submission', description: 'Cancelable; fires before each submission. A listener may set abort (or call preventDefault), change submissionMethod to ajax or postback (iframe is refused), or set displayConfirmation false.', detail: '{ submissionType, submissionMethod, displayConfirmation, abort }' },
    { name: 'gform-submission-aborted', description: 'The pre-submission filter aborted; the lock is released.', detail: '{ formId }' },
    { name: 'gform-post-render', description: 'After the form rendered or re-rendered (debounced 200 ms), and when it becomes visible again.', detail: '{ formId, currentPage }' },
    { name: 'gform-page-change', description: 'The shown page changed.', detail: '{ formId, currentPage }' },
    { name: 'gform-confirmation', description: 'The submission was complete; the confirmation is shown (or the browser redirects).', detail: '{ formId }' },
    { name: 'gform-saved', description: 'Save-and-continue stored the form; the resume link is shown.', detail: '{ formId, resumeToken }' },
  ],
  parts: [
    { name: 'form', description: 'The <form> element.' },
    { name: 'page', description: 'One page of the form, with data-page (1-based); pages not shown are hidden.' },
    { name: 'next-button', description: 'The next button of a page.' },
    { name: 'previous-button', description: 'The previous button (a submit button unless on the last page).' },
    { name: 'submit-button', description: 'The submit button on the last page (text from the form object button.text).' },
    { name: 'save-button', description: 'The save-and-continue button (when save.enabled).' },
    { name: 'error-banner', description: 'The failure banner with an error icon and the server text, above the heading.' },
    { name: 'validation-errors', description: 'The validation summary (role alert, aria-live assertive), focused after a failed submission.' },
    { name: 'confirmation', description: 'The confirmation message that replaces the form (sanitized server markup).' },
    { name: 'total', description: 'The total price as money (an <output>, announced politely when it changes; posted as input_{id}).' },
    { name: 'title', description: 'The form title (display-title).' },
    { name: 'description', description: 'The form description (display-description).' },
    { name: 'progress', description: 'Page progress: "Stap 2 van 3" with a progress bar, or the steps list.' },
    { name: 'field', description: 'A field wrapper, with data-field-id.' },
    { name: 'label', description: 'A field label or fieldset legend.' },
    { name: 'input', description: 'Every input, select and textarea of the fields.' },
    { name: 'field-error', description: 'The validation message under a field.' },
    { name: 'saved-message', description: 'The Dutch form-saved message with its return link and the send-link form.' },
    { name: 'resume-link', description: 'The return link (gf_token) of a saved form.' },
    { name: 'send-link-button', description: 'Sends the resume link to the entered email address.' },
    { name: 'date-picker-button', description: 'Opens the date picker of a date field.' },
    { name: 'date-picker', description: 'The date picker dialog (week starts on Monday).' },
    { name: 'recaptcha', description: 'The invisible reCAPTCHA container (when a site key is configured); data-error="true" when init failed.' },
    { name: 'list-add-button', description: 'A list row\'s add button (disabled at maxRows).' },
    { name: 'list-remove-button', description: 'A list row\'s delete button (hidden while one row remains).' },
    { name: 'upload-dropzone', description: 'A multi-file field\'s drop zone, also the button opening the file picker (disabled at maxFiles).' },
    { name: 'upload-list', description: 'The list of a multi-file field\'s files.' },
    { name: 'upload-file', description: 'One file of the list, with data-status queued, uploading, completed or cancelled.' },
    { name: 'upload-progress', description: 'The <progress> bar of a queued or uploading file (0-100).' },
    { name: 'upload-cancel-button', description: 'Cancels a queued or uploading file.' },
    { name: 'upload-delete-button', description: 'Deletes a completed file (or takes a cancelled one off the list).' },
    { name: 'upload-messages', description: 'The \'name - message\' list of refused and failed files (and the max-reached message).' },
    { name: 'password-strength', description: 'A password field\'s strength indicator (passwordStrengthEnabled), data-strength blank, unknown, short, bad, good, strong or mismatch.' },
    { name: 'card-type', description: 'The card type detected from a card number (shown only when exactly one type matches).' },
    { name: 'repeater-item', description: 'One item of a repeater field (a fieldset "Gast 2 van 3").' },
    { name: 'repeater-add-button', description: 'A repeater\'s add button (disabled at maxItems).' },
    { name: 'repeater-remove-button', description: 'An item\'s remove button (hidden while one item remains).' },
    { name: 'upload-alert', description: 'The \'currently uploading\' alert (role alert) shown when a submission is tried while files are queued or uploading.' },
  ],
  cssProperties: [
    { name: '--se-form-accent', description: 'Buttons, progress, focus ring of inputs, selected day.', default: '#2f5d50' },
    { name: '--se-form-accent-hover', description: 'Primary button hover.', default: '#244a40' },
    { name: '--se-form-accent-contrast', description: 'Text on the accent colour.', default: '#ffffff' },
    { name: '--se-form-bg', description: 'Background of the form card.', default: '#ffffff' },
    { name: '--se-form-border-color', description: 'Input borders.', default: '#c4c9d0' },
    { name: '--se-form-muted', description: 'Descriptions, hints and sub-labels.', default: '#59626d' },
    { name: '--se-form-radius', description: 'Corner radius of inputs and buttons.', default: '8px' },
    { name: '--se-form-padding', description: 'Padding of the form card.', default: 'clamp(1.1rem, 4vw, 2rem)' },
    { name: '--se-form-gap', description: 'Space between fields.', default: '1.35rem' },
    { name: '--se-form-input-bg', description: 'Input background.', default: '#ffffff' },
    { name: '--se-form-error', description: 'Error colour (messages, invalid borders, banner icon).', default: '#b42318' },
    { name: '--se-form-error-bg', description: 'Background of the banner and the errors block.', default: '#fef3f2' },
    { name: '--se-form-success-bg', description: 'Background of the confirmation and saved message.', default: '#eef6f2' },
    { name: '--se-form-shadow', description: 'Shadow of the form card.', default: '0 1px 2px rgb(16 24 40 / 6%), 0 8px 24px rgb(16 24 40 / 6%)' },
  ],
  slots: [],
};
