/** The strings every widget has, in every locale (a widget's bundle adds its own). */
import type { Bundle, StringsOf } from './index';
import { common as en } from './en/common';
import { common as nl } from './nl/common';

export type CommonStrings = StringsOf<typeof nl>;
export const commonStrings: Bundle<CommonStrings> = { nl, en };
