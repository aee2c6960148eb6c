import { LEAD_PARTS } from '../../src/widgets/lead/parts';
import { COMMON_ATTRIBUTE_DOCS, type ElementDocs } from './types';

type PartName = (typeof LEAD_PARTS)[keyof typeof LEAD_PARTS];

const PART_DOCS: Record<PartName, string> = {
  panel: 'The form card (a labelled region); hidden while closed.',
  progress: 'The progress bar (role progressbar): aria-valuenow is the current step number / total steps in percent, 100 once finished.',
  'close-button': 'Closes the form and sets the session cookie seoai_lead_form_closed.',
  'open-button': 'Shown while the form is closed; opens it and deletes the cookie.',
  step: 'One step of the conversation (data-step-id, data-phase = asking | ready | hiding | answered | message).',
  question: 'The step\'s question bubble (text).',
  'answer-button': 'A single step\'s answer; data-next carries the step it leads to, or "finish".',
  'answer-option': 'A multi step\'s choice (a label around a checkbox).',
  input: 'The text input of a textfield step, or an input / select of a contact_fields step.',
  'field-error': 'The browser\'s validity message under a contact field that failed its check.',
  'next-button': 'Sends a multi, textfield or contact_fields step; data-next as on answer buttons.',
  answer: 'The visitor\'s answer bubble.',
  finish: 'The closing message once the flow has finished.',
  'redirect-link': 'Link to the configured redirect address (it also opens in a new tab 3 s after finishing).',
};

export const docs: ElementDocs = {
  summary: 'Chat-like multistep lead form (SEOAIC).',
  description:
    'Steps appear one after another as a conversation: the question, its answers 1.3 s later, the answer hides in 0.5 s and the step its button names follows ' +
    '(a next containing "finish" ends the flow); the conversation scrolls to its bottom 2 s after a step appears; an autoAdvance step is a message that goes on after 2 s. ' +
    'Under prefers-reduced-motion the animation delays are 0. Step types: single (buttons), multi (checkboxes, values joined by ";" or -/-), textfield (-/- when empty) ' +
    'and contact_fields (list of {field, value}; every input and select must pass the browser\'s validity check). ' +
    'The first answer creates the lead (POST {restUrl}seoaic/v1/lead {lead_data, title, url}), every later one updates it (PUT …/lead/{id} {status, lead_data}); ' +
    'status is captured at the last step or when the flow ends, and the progress bar goes to 100%. A configured redirectUrl opens in a new tab 3 s after finishing. ' +
    'Calls wait in a localStorage outbox (se-outbox-seoaic-lead-form) until the server has them, in order, each with an Idempotency-Key; a PUT is never sent without an id ("[Multistep] No ID found"). ' +
    'Config JSON: steps[] (id, type, question, answers[] {text, next}, fields[] {label, type, required, name, placeholder, autocomplete, options}, next, autoAdvance, placeholder), redirectUrl, floating, texts.',
  attributes: { ...COMMON_ATTRIBUTE_DOCS },
  events: [],
  parts: Object.values(LEAD_PARTS).map((name) => ({ name, description: PART_DOCS[name] })),
  cssProperties: [
    { name: '--se-lead-accent', description: 'Header, buttons, the visitor\'s bubbles.', default: '#2f5d50' },
    { name: '--se-lead-accent-hover', description: 'Buttons on hover.', default: '#244a40' },
    { name: '--se-lead-accent-contrast', description: 'Text on the accent colour.', default: '#ffffff' },
    { name: '--se-lead-accent-soft', description: 'A ticked choice\'s background.', default: '#eef6f2' },
    { name: '--se-lead-bg', description: 'Card background.', default: '#ffffff' },
    { name: '--se-lead-border', description: 'Card border.', default: '#e4e2dc' },
    { name: '--se-lead-bot-bg', description: 'Question bubbles and the contact card.', default: '#f1efe9' },
    { name: '--se-lead-bot-text', description: 'Text of the question bubbles.', default: '#1f2328' },
    { name: '--se-lead-input-border', description: 'Inputs and choices.', default: '#8a9099' },
    { name: '--se-lead-muted', description: 'Secondary text, typing dots.', default: '#59626d' },
    { name: '--se-lead-error', description: 'Validity messages and required marks.', default: '#b42318' },
    { name: '--se-lead-radius', description: 'Card corner radius.', default: '14px' },
    { name: '--se-lead-log-height', description: 'Most height of the conversation before it scrolls (inline layout).', default: 'min(36rem, 70vh)' },
    { name: '--se-lead-shadow', description: 'Card and open-button shadow.' },
    { name: '--se-lead-z-index', description: 'Stacking level of the floating card and its open button.', default: '2147482000' },
  ],
  slots: [],
};
