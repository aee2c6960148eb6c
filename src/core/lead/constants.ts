/**
 * Constants of the multistep lead form (<seoaic-lead-form>), named as the spec names them
 * (spec section 9 "Lead form and interactive article" unless noted). The one place the widget,
 * its core rules and its tests read them from.
 */
export { EMPTY_ANSWER, FINISH_MARKER } from '../shared/flow';

/** "Answer reveal animation 1.3 s": a step's answers appear this long after its question. */
export const ANSWER_REVEAL_MS = 1300;

/** "Hide animation 0.5 s": an answered step's controls fade out this long before the flow goes on. */
export const HIDE_MS = 500;

/** "Auto-advance 2 s" (section 4: "after about 2 seconds"). */
export const AUTO_ADVANCE_MS = 2000;

/** "Scroll to bottom 2 s after a step appears." */
export const SCROLL_DELAY_MS = 2000;

/** "Redirect 3 s after finish" (in a new tab, section 4). */
export const REDIRECT_DELAY_MS = 3000;

/** "Closed-state cookie name: seoai_lead_form_closed, path /." A session cookie (section 4). */
export const CLOSED_COOKIE = 'seoai_lead_form_closed';

/** Section 3 "Lead record": the values joined for a multi step. */
export const MULTI_SEPARATOR = ';';

/** Section 4 "Lead form status". */
export const STATUS_INITIATED = 'initiated';
export const STATUS_CAPTURED = 'captured';

/** Section 8: the console message when an update would need a record id that does not exist. */
export const NO_ID_MESSAGE = '[Multistep] No ID found';

/** Section 7 "Lead create" / "Lead update": the REST route (PUT appends `/{id}`). */
export const LEAD_ROUTE = 'seoaic/v1/lead';

/** Section 2: the step types. */
export const STEP_TYPES = ['single', 'multi', 'textfield', 'contact_fields'] as const;

/** Input types a contact_fields step may ask for (not in the spec: the HTML types a contact form uses). */
export const CONTACT_INPUT_TYPES = ['text', 'email', 'tel', 'number', 'url', 'date', 'select'] as const;

/** localStorage key of the lead form's outbox (this project's addition: queued record calls). */
export const OUTBOX_STORAGE_KEY = 'se-outbox-seoaic-lead-form';
