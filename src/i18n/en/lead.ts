import type { lead as nl } from '../nl/lead';
/** Strings of <seoaic-lead-form> (English); same keys as the Dutch module. */
export const lead: Record<keyof typeof nl, string> = {
  'lead.title': 'Ask us',
  'lead.open': 'Open the form',
  'lead.close': 'Close the form',
  'lead.next': 'Next',
  'lead.finish': 'Thank you! We will get back to you as soon as possible.',
  'lead.redirect': 'You will be taken onwards shortly; the page opens in a new tab.',
  'lead.redirectLink': 'Continue',
  'lead.progress': 'Progress',
  'lead.conversation': 'Conversation',
  'lead.typing': 'Typing…',
  'lead.yourAnswer': 'Your answer',
  'lead.noAnswer': 'No answer',
  'lead.placeholder': 'Type your answer…',
  'lead.choose': 'Choose one',
  'lead.required': 'required',
};
