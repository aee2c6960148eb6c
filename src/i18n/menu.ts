/** <header-menu>'s strings in every locale (no shared strings: a light chunk carries only its own). */
import type { Bundle, StringsOf } from './index';
import { menu as en } from './en/menu';
import { menu as nl } from './nl/menu';

export type MenuStrings = StringsOf<typeof nl>;
export const menuStrings: Bundle<MenuStrings> = { nl, en };
