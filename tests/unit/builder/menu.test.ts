import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS, parseBreakpoints } from '../../../src/core/builder/device-mode';
import { MENU_FADE_MS, MENU_HIDE_DELAY_MS, MENU_SHOW_DELAY_MS, SUBMENU_MAX_WIDTH, SUBMENU_MIN_WIDTH, dropdownQuery, parseMenuConfig, submenuFocusIndex } from '../../../src/core/builder/menu';

describe('menu constants (spec section 9, "Dropdown menu defaults")', () => {
  it('show 250 ms, hide 500 ms, fade 200 ms, min 10em, max 20em', () => {
    expect([MENU_SHOW_DELAY_MS, MENU_HIDE_DELAY_MS, MENU_FADE_MS, SUBMENU_MIN_WIDTH, SUBMENU_MAX_WIDTH]).toEqual([250, 500, 200, '10em', '20em']);
  });
  it('the menu\'s stylesheet uses the same values as its defaults', () => {
    const css = readFileSync('src/light/header-menu/menu-document.css', 'utf8');
    expect(css).toContain(`var(--se-menu-submenu-min-width, ${SUBMENU_MIN_WIDTH})`);
    expect(css).toContain(`var(--se-menu-submenu-max-width, ${SUBMENU_MAX_WIDTH})`);
    expect(css).toContain(`var(--se-menu-fade, ${MENU_FADE_MS}ms)`);
  });
});

describe('parseMenuConfig', () => {
  it.each([
    [undefined, [], { dropdown: 'tablet' }],
    [{}, ['elementor-nav-menu--dropdown-mobile'], { dropdown: 'mobile' }],
    [{}, ['x elementor-nav-menu--dropdown-none y'], { dropdown: 'none' }],
    [{ dropdown: 'tablet' }, ['elementor-nav-menu--dropdown-mobile'], { dropdown: 'tablet' }],
    [{ toggleLabel: 'Navigatie' }, [], { dropdown: 'tablet', toggleLabel: 'Navigatie' }],
    [{}, ['elementor-nav-menu--dropdown-weird'], { dropdown: 'tablet' }],
  ])('%j with classes %j -> %j', (json, classes, expected) => {
    expect(parseMenuConfig(json, classes)).toEqual({ ok: true, value: expected });
  });
  it.each([
    [[], '(root)'],
    [{ dropdown: 'phone' }, 'dropdown'],
    [{ toggleLabel: '' }, 'toggleLabel'],
    [{ toggleLabel: 3 }, 'toggleLabel'],
  ])('%j -> issue at %s', (json, path) => {
    const r = parseMenuConfig(json);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.path).toBe(path);
  });
});

describe('dropdownQuery', () => {
  it.each([
    ['tablet', '(width <= 1024px)'],
    ['mobile', '(width <= 767px)'],
    ['none', 'not all'],
    ['desktop', 'all'],
    ['laptop', 'not all'], // not enabled on this site
  ] as const)('%s -> %s', (at, q) => {
    expect(dropdownQuery(at, DEFAULT_BREAKPOINTS)).toBe(q);
  });
  it('follows the site\'s breakpoints', () => {
    const r = parseBreakpoints({ tablet: 900, laptop: { value: 1366, is_enabled: true } });
    expect(r.ok && dropdownQuery('tablet', r.value)).toBe('(width <= 900px)');
    expect(r.ok && dropdownQuery('laptop', r.value)).toBe('(width <= 1366px)');
  });
});

describe('submenuFocusIndex (arrow keys move within a submenu, Tab leaves)', () => {
  it.each([
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 2], // no wrap at the end
    ['ArrowDown', -1, 3, 0], // from the toggle button into the submenu
    ['ArrowUp', 2, 3, 1],
    ['ArrowUp', 0, 3, 0],
    ['ArrowUp', -1, 3, 2],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['Tab', 1, 3, undefined],
    ['ArrowLeft', 1, 3, undefined],
    ['ArrowDown', 0, 0, undefined],
  ])('%s at %d of %d -> %s', (key, index, count, expected) => {
    expect(submenuFocusIndex(key, index, count)).toBe(expected);
  });
});
