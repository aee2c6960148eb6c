/** Strings of <header-menu> (English). */
import type { StringsOf } from '../index';
import type { menu as nl } from '../nl/menu';

export const menu: StringsOf<typeof nl> = {
  'menu.toggle': 'Menu',
  'menu.submenu': '{label} submenu',
};
