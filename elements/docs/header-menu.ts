import { COMMON_ATTRIBUTE_DOCS, type ElementDocs } from './types';

export const docs: ElementDocs = {
  summary: 'Header menu around the page\'s own <nav>: dropdown toggle and expandable submenus (WAI-ARIA disclosure navigation). A light element: no React.',
  description:
    'Wraps a light-DOM <nav> with nested <ul>s (Elementor\'s nav-menu markup or any CMS menu) and keeps it the page\'s own: without JavaScript it is a plain nested list. ' +
    'Each parent item gets a submenu button (aria-expanded, aria-controls) right after its link. At and below the dropdown breakpoint (config dropdown: tablet by default, ' +
    'or an elementor-nav-menu--dropdown-{mobile|tablet|none} class) the nav folds into a toggle and a dropdown. On the bar a submenu opens 250 ms after the mouse rests on its ' +
    'parent and closes 500 ms after the mouse leaves the menu with a 200 ms fade; submenus are 10em to 20em wide and open the other way at the viewport edge. ' +
    'Keyboard: Enter/Space on a button toggles, ArrowDown/ArrowUp enter and move within a submenu, Home/End go to its ends, Escape closes the innermost submenu ' +
    '(then the dropdown) and returns focus to its button; Tab is never trapped, and on the bar a submenu closes when focus leaves it. Elementor\'s duplicate dropdown ' +
    'nav and div toggle are set aside. Several menus per page work on their own. The enhanced light DOM is styled from a document sheet in the cascade layer ' +
    '"site-elements", so every unlayered rule of the site wins.',
  attributes: {
    ...COMMON_ATTRIBUTE_DOCS,
    config: {
      description: 'JSON config: {"dropdown": "tablet" | "mobile" | "mobile_extra" | "tablet_extra" | "laptop" | "desktop" | "none", "toggleLabel": "Menu"}.',
      type: 'string',
    },
  },
  events: [{ name: 'header-menu-toggle', description: 'The dropdown opened or closed (toggle, Escape, a link followed in it).', detail: '{ open: boolean }' }],
  parts: [
    { name: 'toggle', description: 'The dropdown\'s button (aria-expanded, aria-controls); hidden on the bar.' },
    { name: 'dropdown', description: 'The box around the slotted nav; hidden while the dropdown is closed.' },
    { name: 'submenu-toggle', description: 'One <button> per parent item, in the light DOM right before its submenu (style it as header-menu [part~="submenu-toggle"] or .se-submenu-toggle).' },
  ],
  cssProperties: [
    { name: '--se-menu-link-color', description: 'Link colour of the enhanced menu.', default: 'inherit' },
    { name: '--se-menu-item-padding', description: 'Padding of each link.', default: '.6em .8em' },
    { name: '--se-menu-gap', description: 'Gap between the bar\'s items.', default: '.25em' },
    { name: '--se-menu-submenu-bg', description: 'Background of a submenu on the bar.', default: '#fff' },
    { name: '--se-menu-submenu-color', description: 'Text colour of a submenu on the bar.', default: '#1f2328' },
    { name: '--se-menu-submenu-shadow', description: 'Shadow of a submenu on the bar.', default: '0 6px 24px #0003' },
    { name: '--se-menu-submenu-min-width', description: 'Minimum submenu width (spec: 10em).', default: '10em' },
    { name: '--se-menu-submenu-max-width', description: 'Maximum submenu width (spec: 20em).', default: '20em' },
    { name: '--se-menu-fade', description: 'The closing fade; keep it at the spec\'s 200ms, the script waits that long.', default: '200ms' },
    { name: '--se-menu-z-index', description: 'Stacking order of submenus.', default: '100' },
    { name: '--se-menu-radius', description: 'Corner radius of buttons and submenus.', default: '6px' },
    { name: '--se-menu-toggle-bg', description: 'Toggle background.', default: 'transparent' },
    { name: '--se-menu-toggle-color', description: 'Toggle text colour.', default: 'inherit' },
    { name: '--se-menu-toggle-border', description: 'Toggle border colour.', default: 'currentColor' },
    { name: '--se-menu-dropdown-bg', description: 'Background of the open dropdown.', default: 'transparent' },
    { name: '--se-menu-dropdown-gap', description: 'Space between the toggle and the dropdown.', default: '.5em' },
    { name: '--se-focus-color', description: 'Focus ring colour.', default: '#1a73e8' },
  ],
  slots: [{ name: '', description: 'The page\'s <nav> with nested <ul>s (the first <nav> that is not Elementor\'s elementor-nav-menu--dropdown copy).' }],
};
