import { describe, expect, it } from 'vitest';
import { ebPopupElementConfig, looseNumber, looseSwitch, readPopupSettings } from '../../../src/core/builder/popup-settings';
import { formatIssue } from '../../../src/core/shared/schema';

const read = (json: unknown) => {
  const r = readPopupSettings(json);
  if (!r.ok) throw new Error(formatIssue(r.issue));
  return r.value;
};
const issue = (json: unknown) => {
  const r = readPopupSettings(json);
  if (r.ok) throw new Error('expected an issue');
  return formatIssue(r.issue);
};

describe('real data-elementor-settings samples (reference/elementor.md section 2)', () => {
  it('sample 1: page load after 2 s or the first click, once a day', () => {
    const s = read({
      prevent_close_on_background_click: 'yes',
      a11y_navigation: 'yes',
      triggers: { page_load_delay: 2, page_load: 'yes', click: 'yes', click_times: 1 },
      timing: { times_times: 1, times_period: 'day', times: 'yes' },
    });
    expect(s.triggers).toEqual({ pageLoad: { delay: 2 }, click: { times: 1 } });
    expect(s.timing).toEqual({ times: { times: 1, period: 'day', count: 'open' } });
    expect(s.preventCloseOnBackgroundClick).toBe(true);
    expect(s.preventCloseOnEsc).toBe(false);
    expect(s.a11yNavigation).toBe(true);
  });

  it('sample 2: slideInUp, close button outside, the duration as a slider object, timing as []', () => {
    const s = read({
      entrance_animation: 'slideInUp',
      close_button_position: 'outside',
      entrance_animation_duration: { unit: 'px', size: 1.2, sizes: [] },
      triggers: { page_load_delay: 10, page_load: 'yes' },
      timing: [],
    });
    expect(s.entranceAnimation).toEqual({ '': 'slideInUp' });
    expect(s.closeButtonPosition).toBe('outside');
    expect(s.animationDuration).toBe(1.2);
    expect(s.triggers).toEqual({ pageLoad: { delay: 10 } });
    expect(s.timing).toEqual({});
  });
});

describe('loose shapes Elementor prints or sites paste', () => {
  it.each([
    ['nothing', undefined],
    ['an empty object', {}],
    ['[] (PHP empty array)', []],
    ['triggers [] and timing []', { triggers: [], timing: [] }],
  ])('%s -> defaults: no triggers, no timing, a11y on, close inside', (_name, json) => {
    const s = read(json);
    expect(s.triggers).toEqual({});
    expect(s.timing).toEqual({});
    expect(s.a11yNavigation).toBe(true);
    expect(s.closeButtonPosition).toBe('inside');
    expect(s.animationDuration).toBe(1.2);
    expect(s.classes).toEqual([]);
  });

  it.each([
    ['number', 3, 3],
    ['numeric string', '3', 3],
    ['decimal string', '0.5', 0.5],
    ['slider object', { unit: 'px', size: 4, sizes: [] }, 4],
    ['slider with string size', { size: '4' }, 4],
    ['slider with empty size -> default', { unit: 'px', size: '', sizes: [] }, 30],
    ['empty string -> default', '', 30],
    ['null -> default', null, 30],
    ['negative -> 0 (the minimum)', -5, 0],
  ])('inactivity_time as %s -> %s', (_name, value, expected) => {
    expect(read({ triggers: { inactivity: 'yes', inactivity_time: value } }).triggers.inactivity).toEqual({ time: expected });
  });

  it.each([
    ['"yes"', 'yes', true],
    ['true', true, true],
    ['"1"', '1', true],
    ['1', 1, true],
    ['"on"', 'on', true],
    ['absent', undefined, false],
    ['""', '', false],
    ['"no"', 'no', false],
    ['false', false, false],
    ['"0"', '0', false],
  ])('switch %s -> %s', (_name, value, expected) => {
    expect(looseSwitch(value, 'x')).toBe(expected);
    expect(read({ prevent_scroll: value }).preventScroll).toBe(expected);
  });

  it('a11y_navigation off only when switched off explicitly', () => {
    expect(read({ a11y_navigation: '' }).a11yNavigation).toBe(false);
    expect(read({ a11y_navigation: 'no' }).a11yNavigation).toBe(false);
    expect(read({}).a11yNavigation).toBe(true);
  });

  it('click_times "2" (a string) -> 2 (Elementor compares strictly and never fires)', () => {
    expect(read({ triggers: { click: 'yes', click_times: '2' } }).triggers.click).toEqual({ times: 2 });
  });

  it('switched-off groups are ignored with their children', () => {
    expect(read({ triggers: { page_load_delay: 3, click_times: 'x' } }).triggers).toEqual({});
  });

  it('every trigger with its defaults', () => {
    const s = read({ triggers: { page_load: 'yes', scrolling: 'yes', scrolling_to: 'yes', click: 'yes', inactivity: 'yes', exit_intent: 'yes', adblock_detection: 'yes' } });
    expect(s.triggers).toEqual({
      pageLoad: { delay: 0 },
      scrolling: { direction: 'down', offset: 50 },
      scrollingTo: { selector: '' },
      click: { times: 1 },
      inactivity: { time: 30 },
      exitIntent: {},
      adblock: { delay: 0 },
    });
  });

  it('every timing rule with its defaults', () => {
    const s = read({ timing: { page_views: 'yes', sessions: 'yes', url: 'yes', sources: 'yes', logged_in: 'yes', devices: 'yes', browsers: 'yes', times: 'yes', schedule: 'yes' } });
    expect(s.timing).toEqual({
      pageViews: { views: 3 },
      sessions: { sessions: 2 },
      url: { action: 'show', url: '' },
      sources: { sources: ['search', 'external', 'internal'] },
      loggedIn: { users: 'all', roles: [] },
      devices: { devices: undefined },
      browsers: { browsers: 'all', options: [] },
      times: { times: 3, period: undefined, count: 'open' },
      schedule: { timezone: 'site' },
    });
  });

  it('children as Elementor names them', () => {
    const s = read({
      triggers: { scrolling: 'yes', scrolling_direction: 'up', scrolling_offset: '30', scrolling_to: 'yes', scrolling_to_selector: ' #prijzen ' },
      timing: {
        url: 'yes', url_action: 'regex', url_url: '^https://google\\.',
        sources: 'yes', sources_sources: ['search'],
        logged_in: 'yes', logged_in_users: 'custom', logged_in_roles: ['editor', 'author'],
        devices: 'yes', devices_devices: ['mobile', 'tablet'],
        browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: 'firefox',
        times: 'yes', times_times: '2', times_period: 'week', times_count: 'close',
        schedule: 'yes', schedule_timezone: 'visitor', schedule_start_date: '2025-05-01 10:00', schedule_end_date: '', schedule_server_datetime: '2025-04-30 09:00:00',
      },
    });
    expect(s.triggers).toEqual({ scrolling: { direction: 'up', offset: 30 }, scrollingTo: { selector: '#prijzen' } });
    expect(s.timing).toEqual({
      url: { action: 'regex', url: '^https://google\\.' },
      sources: { sources: ['search'] },
      loggedIn: { users: 'custom', roles: ['editor', 'author'] },
      devices: { devices: ['mobile', 'tablet'] },
      browsers: { browsers: 'custom', options: ['firefox'] },
      times: { times: 2, period: 'week', count: 'close' },
      schedule: { timezone: 'visitor', start: '2025-05-01 10:00', serverDatetime: '2025-04-30 09:00:00' },
    });
  });

  it('popup keys', () => {
    const s = read({
      open_selector: '.open-contact',
      close_button_delay: '3',
      close_automatically: { size: 10 },
      prevent_scroll: 'yes',
      prevent_close_on_esc_key: 'yes',
      avoid_multiple_popups: 'yes',
      entrance_animation: 'zoomIn',
      entrance_animation_mobile: 'fadeInUp',
      entrance_animation_tablet: '',
      exit_animation: 'fadeIn',
      entrance_animation_duration: { size: '0.6' },
      classes: ' nieuwsbrief  groot ',
    });
    expect(s).toMatchObject({
      openSelector: '.open-contact',
      closeButtonDelay: 3,
      closeAutomatically: 10,
      preventScroll: true,
      preventCloseOnEsc: true,
      avoidMultiplePopups: true,
      entranceAnimation: { '': 'zoomIn', mobile: 'fadeInUp' },
      exitAnimation: { '': 'fadeIn' },
      animationDuration: 0.6,
      classes: ['nieuwsbrief', 'groot'],
      unknownAnimations: [],
    });
  });

  it('animation names: any case, "none", unknown ones listed (no animation, a warning)', () => {
    const s = read({ entrance_animation: 'FADEIN', entrance_animation_mobile: 'none', exit_animation: 'spinAround' });
    expect(s.entranceAnimation).toEqual({ '': 'fadeIn', mobile: 'none' });
    expect(s.exitAnimation).toEqual({ '': 'none' });
    expect(s.unknownAnimations).toEqual(['spinAround']);
  });

  it('times_count "" (the "On Open" option) -> open', () => {
    expect(read({ timing: { times: 'yes', times_count: '' } }).timing.times?.count).toBe('open');
  });
});

describe('bad config -> one issue naming the key', () => {
  it.each([
    ['root is a string', 'hello', '"config" expected an object ([] when empty), got "hello"'],
    ['root is a non-empty array', [1], '"config" expected an object ([] when empty), got an array'],
    ['triggers is a string', { triggers: 'page_load' }, '"triggers" expected an object ([] when empty), got "page_load"'],
    ['timing is a number', { timing: 3 }, '"timing" expected an object ([] when empty), got number 3'],
    ['page_load_delay is text', { triggers: { page_load: 'yes', page_load_delay: 'soon' } }, '"triggers.page_load_delay" expected a number (a numeric string or a {"size": n} slider object also work), got "soon"'],
    ['slider object without size', { close_button_delay: { unit: 'px' } }, '"close_button_delay" expected a number (a numeric string or a {"size": n} slider object also work), got an object'],
    ['scrolling_direction sideways', { triggers: { scrolling: 'yes', scrolling_direction: 'sideways' } }, '"triggers.scrolling_direction" expected one of "down", "up", got "sideways"'],
    ['url_action unknown', { timing: { url: 'yes', url_action: 'contains' } }, '"timing.url_action" expected one of "show", "hide", "regex", got "contains"'],
    ['times_period yearly', { timing: { times: 'yes', times_period: 'year' } }, '"timing.times_period" expected one of "", "session", "day", "week", "month", got "year"'],
    ['times_count sometimes', { timing: { times: 'yes', times_count: 'sometimes' } }, '"timing.times_count" expected one of "open", "close", got "sometimes"'],
    ['close_button_position top', { close_button_position: 'top' }, '"close_button_position" expected one of "inside", "outside", got "top"'],
    ['a switch that is an object', { prevent_scroll: { on: true } }, '"prevent_scroll" expected a switch ("yes" when on; absent, "" or "no" when off), got an object'],
    ['a role that is a number list item object', { timing: { logged_in: 'yes', logged_in_roles: [{}] } }, '"timing.logged_in_roles[0]" expected a string, got an object'],
    ['open_selector a number list', { open_selector: ['.a'] }, '"open_selector" expected a string, got an array'],
  ])('%s', (_name, json, message) => {
    expect(issue(json)).toBe(message);
  });
});

describe('looseNumber', () => {
  it('NaN / Infinity are not numbers', () => {
    expect(() => looseNumber(Number.NaN, 'x', 0)).toThrow();
    expect(() => looseNumber('Infinity', 'x', 0)).toThrow();
  });
});

describe('the element config (popup-id + settings)', () => {
  it.each([
    ['missing', undefined],
    ['zero', 0],
    ['a fraction', 1.5],
    ['text kept by the attribute parser', 'abc'],
  ])('popup-id %s -> an issue', (_name, id) => {
    const r = ebPopupElementConfig({ json: {}, props: { popupId: id } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.path).toBe('popup-id');
  });
  it('id 412 with settings', () => {
    const r = ebPopupElementConfig({ json: { triggers: { page_load: 'yes' } }, props: { popupId: 412 } });
    expect(r.ok && r.value.id).toBe(412);
    expect(r.ok && r.value.settings.triggers).toEqual({ pageLoad: { delay: 0 } });
  });
});

// Found by issue 14's bad-config corpus (tests/corpus/tags.ts): each was accepted, and a delay past
// setTimeout's limit fires at once.
describe('limits', () => {
  it.each([
    ['close_automatically', { close_automatically: 1e12 }],
    ['close_button_delay', { close_button_delay: 3e6 }],
    ['triggers.page_load_delay', { triggers: { page_load: 'yes', page_load_delay: 1e12 } }],
    ['triggers.inactivity_time', { triggers: { inactivity: 'yes', inactivity_time: 1e12 } }],
  ])('%s past setTimeout is a config error', (path, json) => {
    const r = ebPopupElementConfig({ json, props: { popupId: 5 } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issue.path).toBe(path);
  });
  it('popup-id 1e308 is no id', () => {
    expect(ebPopupElementConfig({ json: {}, props: { popupId: 1e308 } }).ok).toBe(false);
  });
});
