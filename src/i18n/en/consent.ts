import type { consent as nl } from '../nl/consent';
/** Strings of the consent widgets (English); same keys as the Dutch module. */
export const consent: Record<keyof typeof nl, string> = {};
