/** <wc-my-account>'s strings in every locale (a light chunk carries only its own). */
import type { Bundle, StringsOf } from './index';
import { account as en } from './en/account';
import { account as nl } from './nl/account';

export type AccountStrings = StringsOf<typeof nl>;
export const accountStrings: Bundle<AccountStrings> = { nl, en };
