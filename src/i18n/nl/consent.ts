/** Strings of the consent widgets (Dutch). Keys are prefixed with 'consent.'. */
export const consent = {} as const;
