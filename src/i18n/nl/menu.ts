/** Strings of <header-menu> (Dutch). Keys are prefixed with 'menu.'. */
export const menu = {
  'menu.toggle': 'Menu',
  'menu.submenu': 'Submenu {label}',
} as const;
