/** The interactive article's anatomy (CONTRACT interactive-article, plus a few of its own): part names for `part=""`, the docs and the tests. */
export const ARTICLE_PARTS = {
  block: 'block',
  question: 'question',
  answerButton: 'answer-button',
  answerOption: 'answer-option',
  input: 'input',
  nextButton: 'next-button',
  finish: 'finish',
} as const;
