/**
 * The header menu's rules (spec section 2 "Header menu", section 9 "Dropdown menu defaults";
 * reference/elementor.md §6, SmartMenus 1.2.1 as Elementor's nav menu calls it). Pure: widths,
 * keys and the config come in as arguments.
 */
import { isPlainObject, type Parsed } from '../shared/parsed';
import type { Breakpoint } from './breakpoints';

/** Spec section 9: a submenu opens 250 ms after the pointer enters its parent (SmartMenus `showTimeout`). */
export const MENU_SHOW_DELAY_MS = 250;
/** Spec section 9: open submenus close 500 ms after the pointer leaves the menu (SmartMenus `hideTimeout`). */
export const MENU_HIDE_DELAY_MS = 500;
/** Spec section 9: a closing submenu fades out over 200 ms (SmartMenus `hideFunction`). */
export const MENU_FADE_MS = 200;
/** Spec section 9: dropdown minimum width (SmartMenus `subMenusMinWidth`). */
export const SUBMENU_MIN_WIDTH = '10em';
/** Spec section 9: dropdown maximum width (SmartMenus' default `subMenusMaxWidth`; Elementor passes 1000px). */
export const SUBMENU_MAX_WIDTH = '20em';

/**
 * Below which breakpoint the menu folds into a toggle and dropdown: Elementor's nav-menu
 * `dropdown` control (`elementor-nav-menu--dropdown-{tablet|mobile|none}`, default tablet).
 */
export const DROPDOWN_AT = ['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop', 'desktop', 'none'] as const;
export type DropdownAt = (typeof DROPDOWN_AT)[number];

export interface MenuConfig {
  dropdown: DropdownAt;
  /** The toggle's accessible name; the locale's "Menu" when absent. */
  toggleLabel?: string;
}

/** Elementor's wrapper class that names the dropdown breakpoint, e.g. `elementor-nav-menu--dropdown-mobile`. */
const DROPDOWN_CLASS = /(?:^|\s)elementor-nav-menu--dropdown-([a-z_]+)(?:\s|$)/;

/**
 * The menu's config: `{ "dropdown": "tablet", "toggleLabel": "Menu" }`; without `dropdown`, an
 * Elementor class on the markup (`classNames`) decides, else tablet as Elementor's default.
 */
export function parseMenuConfig(json: unknown, classNames: readonly string[] = []): Parsed<MenuConfig> {
  const raw = json ?? {};
  if (!isPlainObject(raw)) return { ok: false, issue: { path: '(root)', expected: 'an object', got: Array.isArray(raw) ? 'an array' : typeof raw } };
  let dropdown: DropdownAt = 'tablet';
  const hint = classNames.map((c) => DROPDOWN_CLASS.exec(c)?.[1]).find((v) => v && (DROPDOWN_AT as readonly string[]).includes(v));
  if (hint) dropdown = hint as DropdownAt;
  if (raw.dropdown !== undefined && raw.dropdown !== null) {
    if (!(DROPDOWN_AT as readonly unknown[]).includes(raw.dropdown)) {
      return { ok: false, issue: { path: 'dropdown', expected: `one of ${DROPDOWN_AT.map((d) => `"${d}"`).join(', ')}`, got: JSON.stringify(raw.dropdown) } };
    }
    dropdown = raw.dropdown as DropdownAt;
  }
  const config: MenuConfig = { dropdown };
  if (raw.toggleLabel !== undefined && raw.toggleLabel !== null) {
    if (typeof raw.toggleLabel !== 'string' || !raw.toggleLabel.trim()) return { ok: false, issue: { path: 'toggleLabel', expected: 'a non-empty string', got: JSON.stringify(raw.toggleLabel) } };
    config.toggleLabel = raw.toggleLabel;
  }
  return { ok: true, value: config };
}

/**
 * The media query under which the menu is a toggle + dropdown: widths up to the chosen
 * breakpoint (`none`: never; `desktop`: always; a breakpoint the site has not enabled: never).
 */
export function dropdownQuery(at: DropdownAt, breakpoints: readonly Breakpoint[]): string {
  if (at === 'none') return 'not all';
  if (at === 'desktop') return 'all';
  const b = breakpoints.find((x) => x.name === at && x.direction === 'max');
  return b ? `(width <= ${b.value}px)` : 'not all';
}

/**
 * Where focus goes inside an open submenu for a key (WAI-ARIA disclosure navigation): ArrowDown
 * and ArrowUp to the next and previous item without wrapping, Home and End to the ends; other
 * keys (Tab included, so focus can leave) give undefined.
 */
export function submenuFocusIndex(key: string, index: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return index < 0 ? 0 : Math.min(index + 1, count - 1);
    case 'ArrowUp':
      return index < 0 ? count - 1 : Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
