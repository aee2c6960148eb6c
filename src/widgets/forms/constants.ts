/** Constants of <gform-form>, named as the spec names them (spec section 9 "Forms" unless noted). */
import { DATEPICKER_FIRST_DAY } from '../../core/forms/date';
import { REQUEST_TIMEOUT_MS } from '../../platform/http';

/** Spec section 9: "Default submission method: postback." */
export const DEFAULT_SUBMISSION_METHOD = 'postback' as const;

/** Spec section 9: "Visibility re-render debounce for form post-render 200 ms." */
export const POST_RENDER_DEBOUNCE_MS = 200;

/** Spec section 9: "Slide animation default 400 ms." (conditional logic with the form's enableAnimation) */
export const SLIDE_DURATION_MS = 400;

/**
 * Spec section 9: "Lazy-loading backgrounds use a 200px root margin." The IntersectionObserver
 * margin within which a `data-bg` element of the form gets its background (src/platform/forms/lazy-background.ts).
 */
export const LAZY_BACKGROUND_ROOT_MARGIN = '200px';

/** Spec section 9: "reCAPTCHA response polled every 100 ms." */
export const RECAPTCHA_POLL_MS = 100;

/** Spec section 9: "The date picker starts the week on Monday (firstDay 1)." */
export { DATEPICKER_FIRST_DAY };

/**
 * How long a submission waits for a reCAPTCHA token before it is released with an error.
 * Not in the spec (it only says the submission is held until a token exists); chosen here so a
 * broken challenge cannot hold the lock forever.
 */
export const RECAPTCHA_TOKEN_TIMEOUT_MS = 60_000;

/** How long an iframe submission may take (the same budget as every other request). */
export const IFRAME_TIMEOUT_MS = REQUEST_TIMEOUT_MS;

/** Gravity Forms' name of a form's hidden iframe (iframe method). */
export const iframeName = (formId: number) => `gform_ajax_frame_${formId}`;

/** The light-DOM block a postback answer carries (the reference backend writes it into the page). */
export const POSTBACK_BLOCK_TYPE = 'application/gform-postback+json';

/** The URL parameter that carries a save-and-continue resume token (Gravity Forms' name). */
export const RESUME_TOKEN_PARAM = 'gf_token';

/** Spec section 9: "Calculation recalculation delay after input 345 ms (0 ms for selections)." */
export const CALCULATION_DELAY_MS = 345;
export const CALCULATION_SELECTION_DELAY_MS = 0;

/** Spec section 9: "Keyup input-change delay 300 ms." (conditional logic follows typing this late) */
export const INPUT_CHANGE_DELAY_MS = 300;

/** Spec section 9: "Total price recalculation debounce 50 ms." */
export const TOTAL_DEBOUNCE_MS = 50;

/** Spec section 9: "Currency EUR, 2 decimals." (the default of page settings `currency`) */
export { EUR as DEFAULT_CURRENCY } from '../../core/shared/currency';
