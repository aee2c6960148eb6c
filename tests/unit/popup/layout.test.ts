import { describe, expect, it } from 'vitest';
import { closeContent, isMobileWidth, resolveLayout, resolveOpening } from '../../../src/core/popup/layout';
import { parsePopupRow, type PopupConfig } from '../../../src/core/popup/options';

function popup(row: Record<string, unknown>): PopupConfig {
  const r = parsePopupRow(row);
  if (!r.ok) throw new Error(JSON.stringify(r.issue));
  return r.value;
}

/** Every mobile override switched on, each with a value that differs from desktop. */
const allMobile = {
  height: '500',
  bordersize: '8',
  delay: '3000',
  scroll_top: '400',
  options: {
    enable_pb_fullscreen: 'on',
    close_button_position: 'right-top',
    close_button_text: 'Sluiten',
    enable_close_button_position_mobile: 'on',
    close_button_position_mobile: 'left-bottom',
    enable_close_button_text_mobile: 'on',
    close_button_text_mobile: 'Nee, bedankt',
    enable_bordersize_mobile: 'on',
    bordersize_mobile: '2',
    enable_open_delay_mobile: 'on',
    open_delay_mobile: '0',
    enable_scroll_top_mobile: 'on',
    scroll_top_mobile: '0',
    mobile_height: '360',
  },
};
/** The same values, every enable_*_mobile flag off. */
const flagsOff = {
  ...allMobile,
  options: Object.fromEntries(Object.entries(allMobile.options).map(([k, v]) => [k, k.startsWith('enable_') && k !== 'enable_pb_fullscreen' ? 'off' : v])),
};

describe('isMobileWidth (spec section 9: under 768 px)', () => {
  it.each([
    [320, true],
    [375, true],
    [767, true],
    [768, false],
    [1280, false],
  ])('%i -> %s', (width, expected) => {
    expect(isMobileWidth(width)).toBe(expected);
  });
});

describe('resolveLayout: mobile overrides', () => {
  it.each([
    ['desktop 1280, overrides on', allMobile, 1280, { mobile: false, height: 500, borderSize: 8, fullscreen: true, closePosition: 'right-top', closeText: 'Sluiten' }],
    ['mobile 375, overrides on', allMobile, 375, { mobile: true, height: 360, borderSize: 2, fullscreen: false, closePosition: 'left-bottom', closeText: 'Nee, bedankt' }],
    ['mobile 767, overrides on', allMobile, 767, { mobile: true, height: 360, borderSize: 2, closePosition: 'left-bottom' }],
    ['desktop 768, overrides on', allMobile, 768, { mobile: false, height: 500, borderSize: 8, closePosition: 'right-top' }],
    ['mobile 375, flags off: only mobile_height (no flag) and fullscreen off', flagsOff, 375, { mobile: true, height: 360, borderSize: 8, fullscreen: false, closePosition: 'right-top', closeText: 'Sluiten' }],
    ['mobile 375, no mobile_height', { ...flagsOff, options: { ...flagsOff.options, mobile_height: '' } }, 375, { height: 500 }],
    ['mobile 375, bordersize flag on without a value keeps desktop', { bordersize: '5', options: { enable_bordersize_mobile: 'on' } }, 375, { borderSize: 5 }],
    ['mobile 375, bordersize_mobile 0 with its flag', { bordersize: '5', options: { enable_bordersize_mobile: 'on', bordersize_mobile: '0' } }, 375, { borderSize: 0 }],
    ['min height is kept', { options: { pb_min_height: '450' } }, 375, { minHeight: 450 }],
  ])('%s -> %j', (_name, row, width, expected) => {
    expect(resolveLayout(popup(row), width)).toMatchObject(expected);
  });
});

describe('resolveOpening', () => {
  it.each([
    ['both, 0, 0', { action_button_type: 'both', delay: '0', scroll_top: '0' }, 1280, { onLoad: true, immediate: true }],
    ['pageLoaded, 0, 0', { action_button_type: 'pageLoaded' }, 1280, { onLoad: true, immediate: true }],
    ['clickSelector, 0, 0', { action_button_type: 'clickSelector', action_button: '#x' }, 1280, { onLoad: false, immediate: false, clickSelector: '#x' }],
    ['both with a selector', { action_button_type: 'both', action_button: '.open' }, 1280, { immediate: true, clickSelector: '.open' }],
    ['pageLoaded ignores the selector', { action_button_type: 'pageLoaded', action_button: '.open' }, 1280, { clickSelector: '' }],
    ['delay 2000', { delay: '2000' }, 1280, { onLoad: true, immediate: false, delay: 2000, scrollTop: 0 }],
    ['scroll 300', { scroll_top: '300' }, 1280, { immediate: false, delay: 0, scrollTop: 300 }],
    ['desktop delay, mobile delay 0 with flag, on mobile', allMobile, 375, { immediate: true, delay: 0, scrollTop: 0 }],
    ['desktop delay, mobile delay 0 with flag, on desktop', allMobile, 1280, { immediate: false, delay: 3000, scrollTop: 400 }],
    ['mobile values without flags, on mobile', flagsOff, 375, { immediate: false, delay: 3000, scrollTop: 400 }],
  ])('%s (%i px) -> %j', (_name, row, width, expected) => {
    expect(resolveOpening(popup(row), width)).toMatchObject(expected);
  });
});

describe('closeContent (spec section 9 sizes)', () => {
  it.each([
    ['default', '✕', '', { kind: 'icon', icon: 'material', size: 36 }],
    ['facebook', '✕', '', { kind: 'icon', icon: 'material', size: 36 }],
    ['notification', '✕', '', { kind: 'icon', icon: 'material', size: 36 }],
    ['image_type_img_theme', '✕', '', { kind: 'icon', icon: 'material', size: 36 }],
    ['default', '✕', '/x.png', { kind: 'image', src: '/x.png', size: 30 }],
    ['image', 'Sluiten', '/x.png', { kind: 'image', src: '/x.png', size: 30 }],
    ['template', '✕', '/x.png', { kind: 'image', size: 30 }],
    ['video', '✕', '/x.png', { kind: 'image', size: 30 }],
    ['minimal', '✕', '/x.png', { kind: 'image', size: 30 }],
    ['lil', '✕', '/x.png', { kind: 'image', src: '/x.png', size: 50 }],
    ['lil', '✕', '', { kind: 'icon', icon: 'lil', size: 50 }],
    ['lil', 'Sluiten', '', { kind: 'text', text: 'Sluiten' }],
    ['default', 'Nee, bedankt', '', { kind: 'text', text: 'Nee, bedankt' }],
    ['minimal', '✕', '', { kind: 'icon', icon: 'minimal' }],
    ['image', '✕', '', { kind: 'text', text: '✕' }],
    ['win98', '✕', '', { kind: 'text', text: 'x' }],
    ['win98', 'Sluiten', '/x.png', { kind: 'text', text: 'Sluiten' }],
    ['macos', '✕', '/x.png', { kind: 'window', text: '✕' }],
    ['cmd', 'exit', '', { kind: 'window', text: 'exit' }],
    ['default', '', '', { kind: 'icon', icon: 'material', size: 36 }],
  ] as const)('%s, text %j, image %j -> %j', (viewType, text, image, expected) => {
    expect(closeContent(viewType, text, image)).toMatchObject(expected);
  });
});
