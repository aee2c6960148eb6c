/** The lead form's anatomy (CONTRACT seoaic-lead-form, plus a few of its own): part names for `part=""`, the docs and the tests. */
export const LEAD_PARTS = {
  panel: 'panel',
  progress: 'progress',
  closeButton: 'close-button',
  openButton: 'open-button',
  step: 'step',
  question: 'question',
  answerButton: 'answer-button',
  answerOption: 'answer-option',
  input: 'input',
  fieldError: 'field-error',
  nextButton: 'next-button',
  answer: 'answer',
  finish: 'finish',
  redirectLink: 'redirect-link',
} as const;
