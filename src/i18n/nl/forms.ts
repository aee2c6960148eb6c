/** Strings of the forms widgets (Dutch). Keys are prefixed with 'forms.'. */
export const forms = {} as const;
