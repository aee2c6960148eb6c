import { COMMON_ATTRIBUTE_DOCS, type ElementDocs } from './types';

export const docs: ElementDocs = {
  summary: 'Page-builder form (Elementor Pro) with steps, uploads and Elementor\'s own wire call.',
  description:
    "Elementor Pro's form widget. With a config (the widget's settings JSON: form_fields with custom_id, field_type, field_label, placeholder, " +
    'required, field_options "label|value" lines, width per device, step fields, form_name, messages; loose types as Elementor stores them) it builds the form ' +
    'in its shadow root; without one it enhances the form.elementor-form Elementor printed inside it (light DOM, slotted: with no JavaScript the form posts as plain HTML). ' +
    'It posts multipart to ajaxUrl with action=elementor_pro_forms_send_form, post_id, form_id, referer_title, queried_id (singular pages), referrer and ' +
    'form_fields[<id>] ([] for lists and files), no nonce; reads success, data.errors (object or []), data.data.redirect_url and data.data.popup. ' +
    "Events on the element in Elementor's order: submit_success (detail: the answer's data), form_destruct, reset; error on any failure. " +
    'Field errors come back on their fields (radio and checkbox included), a transport failure shows a translated message, a double submit is refused.',
  attributes: {
    ...COMMON_ATTRIBUTE_DOCS,
    config: { description: "The form widget's settings JSON, or its element JSON {id, settings} (instead of a child <script type=\"application/json\"> block). Without a config the element enhances the printed form inside it.", type: 'string' },
    widgetId: { description: 'The widget id posted as form_id when the config does not name it (the element JSON\'s id wins).', type: 'string' },
    postId: { description: 'The id of the document holding the widget, posted as post_id (config mode).', type: 'string' },
    queriedId: { description: 'Posted as queried_id (singular pages only; config mode).', type: 'string' },
  },
  events: [
    { name: 'submit_success', description: "Elementor's event, on the element, not bubbling (also triggered through jQuery on the form when the page has jQuery).", detail: "the answer's data ({message, data})" },
    { name: 'form_destruct', description: "Elementor's event after submit_success, before the redirect.", detail: "the answer's data" },
    { name: 'reset', description: "Elementor's event once the form is cleared after a success." },
    { name: 'error', description: "Elementor's event on any failure: checks in the browser, server field errors, transport failures." },
    { name: 'eb-form-submit', description: 'The form is about to be sent (bubbling, composed, cancelable).', detail: '{}' },
    { name: 'eb-form-success', description: 'The server accepted the submission (bubbling, composed). Cancel it to stay on the page instead of following redirectUrl or the popup action.', detail: '{ message, redirectUrl, popup, data }' },
    { name: 'eb-form-error', description: 'The submission failed (bubbling, composed).', detail: "{ kind: 'validation' | 'invalid' | 'failure', errors?, message?, reason?, status? }" },
  ],
  parts: [{ name: 'form', description: 'The box holding the rendered form (config mode).' }],
  cssProperties: [
    { name: '--se-ebform-accent', description: 'Buttons, focus rings, the active step.', default: '#8a4b12' },
    { name: '--se-ebform-accent-hover', description: 'Button hover colour.', default: '#6f3b0c' },
    { name: '--se-ebform-accent-contrast', description: 'Text on the accent colour.', default: '#ffffff' },
    { name: '--se-ebform-border', description: 'Field borders.', default: '#b9b1a6' },
    { name: '--se-ebform-radius', description: 'Field and button corner radius.', default: '6px' },
    { name: '--se-ebform-gap', description: 'Space between fields.', default: '1rem' },
    { name: '--se-ebform-error', description: 'Error text and borders.', default: '#b42318' },
    { name: '--se-ebform-success', description: 'Success message accent.', default: '#1d6b3a' },
    { name: '--e-form-steps-indicator-progress-meter-width', description: "Elementor's own: the progress bar's width, set on the element and the form at each step." },
  ],
  slots: [{ name: '', description: 'Enhance mode: the printed Elementor form widget markup, shown and enhanced in place.' }],
};
