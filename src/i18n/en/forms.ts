import type { forms as nl } from '../nl/forms';
/** Strings of the forms widgets (English); same keys as the Dutch module. */
export const forms: Record<keyof typeof nl, string> = {};
