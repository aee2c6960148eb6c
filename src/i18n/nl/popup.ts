/** Strings of the popup widgets (Dutch). Keys are prefixed with 'popup.'. */
export const popup = {} as const;
