import type { article as nl } from '../nl/article';
/** Strings of <interactive-article> (English); same keys as the Dutch module. */
export const article: Record<keyof typeof nl, string> = {
  'article.next': 'Next',
  'article.finish': 'Thank you for your answers!',
  'article.placeholder': 'Type your answer…',
  'article.yourAnswer': 'Your answer',
};
