/**
 * Constants of the pop-up box (<ays-popup>), named as the spec names them. The one place the
 * widget, its core rules and its tests read them from.
 */

/** Spec section 9 "Layout and dismissal": mobile breakpoint, viewport width under 768 px. */
export const MOBILE_BREAKPOINT = 768;

/** Spec section 9: "Scrollbar visibility recalculated 250 ms after a resize stops" (the layout is re-evaluated then). */
export const RESIZE_SETTLE_MS = 250;

/** Spec section 9: close button sizes — 30x30 px image. */
export const CLOSE_IMAGE_SIZE = 30;
/** Spec section 9: close button sizes — 50x50 px for the lil template. */
export const CLOSE_IMAGE_SIZE_LIL = 50;
/** Spec section 9: close button sizes — 36 px default icon. */
export const CLOSE_ICON_SIZE = 36;

/** Spec section 9: the dismiss cookie lasts the configured dismiss duration, else 1 month. */
export const DISMISS_DEFAULT_MONTHS = 1;
/** Spec section 9: the dismiss cookie is named with the pop-up id (CONTRACT: `ays_pb_dismiss_ad_{id}`). */
export const DISMISS_COOKIE_PREFIX = 'ays_pb_dismiss_ad_';

/** Spec section 7 "Pop-up conversion": the ajax action. */
export const CONVERSION_ACTION = 'ays_increment_pb_conversions';
/** The plugin's view count, posted on a pop-up's first close (../shared/reference/plugins.md A7). */
export const VIEW_ACTION = 'ays_increment_pb_views';

/** The original's default close button text; it stands for "draw the template's close icon". */
export const DEFAULT_CLOSE_TEXT = '✕';

/** Popup Box by AYS defaults where the row leaves a value empty (its public script and PHP). */
export const DEFAULT_HEIGHT = 500;
export const DEFAULT_WIDTH = 400;

/** Spec section 2 "Pop-ups": the ten templates. */
export const TEMPLATES = ['default', 'lil', 'image', 'template', 'video', 'minimal', 'image_type_img_theme', 'facebook', 'notification', 'win98'] as const;
/** Spec section 2 "Pop-ups": the four window styles (canonical spellings). */
export const WINDOW_STYLES = ['cmd', 'macos', 'ubuntu', 'winxp'] as const;
/** CONTRACT: window styles accept both spellings (the plugin stores `mac` and `winXP`). */
export const VIEW_TYPE_ALIASES: Readonly<Record<string, (typeof WINDOW_STYLES)[number]>> = { mac: 'macos', winXP: 'winxp' };

/** Spec section 3 "Popup": action_button_type is both, pageLoaded or others (the plugin's third is clickSelector). */
export const ACTION_TYPES = ['both', 'pageLoaded', 'clickSelector'] as const;

/** Spec section 3: close_button_position is left-top, left-bottom, right-bottom, otherwise right-top. */
export const CLOSE_POSITIONS = ['right-top', 'left-top', 'left-bottom', 'right-bottom'] as const;

/**
 * Largest number a row may hold (not in the spec): the plugin stores them in 32-bit INT columns,
 * and a delay beyond it would make `setTimeout` fire at once. Larger values are config errors.
 */
export const MAX_ROW_NUMBER = 2_147_483_647;
/** Largest dismiss_duration (ms, not in the spec): ten years; a cookie date beyond that is nonsense. */
export const MAX_DISMISS_MS = 10 * 365 * 86_400_000;
