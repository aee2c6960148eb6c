/**
 * <header-menu>: a light element (no React) that enhances the page's own `<nav>`.
 * @summary Header menu with a dropdown toggle and expandable submenus (disclosure navigation).
 */
import { parseBreakpoints } from '../src/core/builder/breakpoints';
import { parseMenuConfig } from '../src/core/builder/menu';
import { menuStrings } from '../src/i18n/menu';
import { findNav, setupHeaderMenu } from '../src/light/header-menu/header-menu';
import shadowCss from '../src/light/header-menu/menu.css';
import { chunkFor } from './base/chunk';
import { createLightElement } from './base/light-element';
import { LIGHT_TAGS } from './base/tag-props';

export const { Element, upgrade, define } = chunkFor(
  createLightElement({
    tag: 'header-menu',
    definition: LIGHT_TAGS['header-menu'],
    styles: shadowCss,
    config: ({ json, host }) => {
      const nav = findNav(host);
      if (!nav) return { ok: false, issue: { path: '(content)', expected: 'a <nav> with a <ul> inside', got: 'none' } };
      const classes = [host.className, nav.className, host.querySelector('[class*="elementor-nav-menu--dropdown-"]')?.className ?? ''];
      return parseMenuConfig(json, classes);
    },
    strings: menuStrings,
    breakpoints: parseBreakpoints,
    setup: setupHeaderMenu,
  }),
);
