/** <header-menu>'s anatomy (CONTRACT: toggle, dropdown, submenu-toggle): part names for `part=""`, the docs and the tests. */
export const PARTS = {
  /** The dropdown's open/close button (shadow DOM; shown at and below the dropdown breakpoint). */
  toggle: 'toggle',
  /** The box around the slotted nav (shadow DOM); hidden while the dropdown is closed. */
  dropdown: 'dropdown',
  /** One button per parent item, in the light DOM right before its submenu. */
  submenuToggle: 'submenu-toggle',
} as const;
