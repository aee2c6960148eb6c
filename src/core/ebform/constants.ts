/**
 * <eb-form>'s constants, named as Elementor Pro names them (../shared/reference/elementor-widgets.md
 * section 1). One place for the action, the defaults of data-settings and the timings.
 */

/** The ajax action (ajax-handler.php:306-309). */
export const FORM_ACTION = 'elementor_pro_forms_send_form';

/** The field types Elementor Pro's form widget offers (plus `honeypot`, `recaptcha`, `recaptcha_v3`, `step`). */
export const FIELD_TYPES = [
  'text', 'email', 'textarea', 'url', 'tel', 'radio', 'select', 'checkbox', 'acceptance', 'number', 'date', 'time',
  'upload', 'password', 'html', 'hidden', 'step', 'honeypot', 'recaptcha', 'recaptcha_v3',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** `step_type` values (form.php controls) and the default. */
export const STEP_TYPES = ['none', 'text', 'icon', 'number', 'progress_bar', 'number_text', 'icon_text'] as const;
export type StepType = (typeof STEP_TYPES)[number];
export const DEFAULT_STEP_TYPE: StepType = 'number_text';
/** `step_icon_shape` values and the default. */
export const STEP_SHAPES = ['circle', 'square', 'rounded', 'none'] as const;
export type StepShape = (typeof STEP_SHAPES)[number];
export const DEFAULT_STEP_SHAPE: StepShape = 'circle';

/** The defaults of data-settings (reference 1.2). */
export const DEFAULT_STEP_NEXT_LABEL = 'Next';
export const DEFAULT_STEP_PREVIOUS_LABEL = 'Previous';
export const DEFAULT_BUTTON_WIDTH = '100';

/** The popup action closes its pop-up this long after a success (POP:31-45). */
export const POPUP_CLOSE_DELAY_MS = 1000;

/** The reCAPTCHA v3 action Elementor passes to grecaptcha.execute (v3 handler:104-108). */
export const RECAPTCHA_V3_ACTION = 'Form';

/** Elementor's tel pattern (tel.php:21-23, 33-35): `*-=` is a range 0x2A-0x3D, as PHP reads it. */
export const TEL_PATTERN = /^[0-9()#&+*-=.]+$/;
/** Elementor's server time format (time.php:88). */
export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/** Elementor's date pattern (date.php:30-41). */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The server's error key for a filled honeypot (honeypot-handler.php:36-64). */
export const HONEYPOT_ERROR_KEY = 'invalid_form';

/**
 * Elementor's default messages (ajax-handler.php:37-46), the server's words. The browser shows
 * the translated ones (src/i18n/<locale>/ebform.ts) unless the form's `custom_messages` set them.
 */
export const SERVER_MESSAGES = {
  success: 'Your submission was successful.',
  error: 'Your submission failed because of an error.',
  required_field: 'This field is required.',
  invalid_form: 'Your submission failed because the form is invalid.',
  server_error: 'Your submission failed because of a server error.',
  honeypot: 'Invalid Form.',
  maxsize: 'This file exceeds the maximum allowed size.',
} as const;
