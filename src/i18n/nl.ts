/** Dutch strings (the default locale). */
import { common } from './nl/common';
import { consent } from './nl/consent';
import { forms } from './nl/forms';
import { popup } from './nl/popup';

export const nl = { ...common, ...consent, ...popup, ...forms };
export type Strings = { readonly [K in keyof typeof nl]: string };
