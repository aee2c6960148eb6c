import { describe, expect, it } from 'vitest';
import { encodeUtf8 } from '../../../src/core/shared/base64';
import { decodeOptionsBlob, encodeOptionsBlob, isCssColor, parsePopupRow, popupElementConfig } from '../../../src/core/popup/options';
import { formatIssue } from '../../../src/core/shared/schema';

/** A row as WordPress prints it: strings everywhere, `options` a JSON string. */
const wpRow = {
  id: '7',
  title: 'Proeverij – € 2,50 per punt',
  description: '<p>Één dag, vóór 12:00</p>',
  action_button_type: 'pageLoaded',
  delay: '0',
  scroll_top: '0',
  view_type: 'winXP',
  height: '420',
  bordersize: '3',
  options: JSON.stringify({ pb_min_height: '300', enable_pb_fullscreen: 'on', close_button_position: 'left-bottom', close_button_text: 'Sluit €' }),
};

describe('decodeOptionsBlob', () => {
  it.each([
    ['escaped unicode (json_encode default)', encodeOptionsBlob(wpRow)],
    ['raw UTF-8 bytes (JSON_UNESCAPED_UNICODE)', encodeOptionsBlob(wpRow, { unescapedUnicode: true })],
    ['a blob wrapped over lines', encodeOptionsBlob(wpRow).replace(/(.{60})/g, '$1\n  ')],
  ])('%s -> the row with Dutch text and € intact', (_name, blob) => {
    const r = decodeOptionsBlob(blob);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.title).toBe('Proeverij – € 2,50 per punt');
    expect(r.value.description).toBe('<p>Één dag, vóór 12:00</p>');
    expect(JSON.parse(r.value.options as string).close_button_text).toBe('Sluit €');
  });

  it.each([
    ['', '"options" expected base64 of UTF-8 JSON {"popupbox": row}, got an empty string'],
    ['not base64!', '"options" expected base64 of UTF-8 JSON {"popupbox": row}, got text that is not base64 (Cannot decode base64)'],
    ['eyJwb3B1cGJveCI6e30', '"options" expected base64 of UTF-8 JSON {"popupbox": row}, got text that is not base64 (Cannot decode base64)'],
    ['/w==', '"options" expected base64 of UTF-8 JSON {"popupbox": row}, got bytes that are not UTF-8'],
    [encodeUtf8('{"popupbox": '), '"options" expected base64 of UTF-8 JSON {"popupbox": row}, got base64 of text that is not JSON'],
    [encodeUtf8('[1,2]'), '"options" expected base64 of UTF-8 JSON {"popupbox": row}, got base64 of an array'],
    [encodeUtf8('{"popup": {}}'), '"options.popupbox" expected an object, got nothing'],
    [encodeUtf8('{"popupbox": "x"}'), '"options.popupbox" expected an object, got "x"'],
  ])('%j -> %s', (blob, message) => {
    const r = decodeOptionsBlob(blob);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(formatIssue(r.issue)).toContain(message);
  });
});

describe('parsePopupRow', () => {
  it('a WordPress row (strings, options as JSON text) -> typed config', () => {
    const r = parsePopupRow({ ...wpRow, options: wpRow.options });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      id: 7,
      actionType: 'pageLoaded',
      delay: 0,
      scrollTop: 0,
      viewType: 'winxp',
      height: 420,
      borderSize: 3,
      options: { minHeight: 300, fullscreen: true, closePosition: 'left-bottom', closeText: 'Sluit €' },
    });
  });

  it.each([
    [{}, { viewType: 'default', actionType: 'both', height: 500, width: 400, borderSize: 0, delay: 0, scrollTop: 0 }],
    [{ height: '', width: '', delay: '', bordersize: null }, { height: 500, width: 400, delay: 0, borderSize: 0 }],
    [{ height: 300, delay: 1500, scroll_top: '250' }, { height: 300, delay: 1500, scrollTop: 250 }],
    [{ view_type: 'mac' }, { viewType: 'macos' }],
    [{ view_type: 'macos' }, { viewType: 'macos' }],
    [{ view_type: 'winXP' }, { viewType: 'winxp' }],
    [{ view_type: 'winxp' }, { viewType: 'winxp' }],
    [{ view_type: 'cmd' }, { viewType: 'cmd' }],
    [{ view_type: 'ubuntu' }, { viewType: 'ubuntu' }],
    [{ view_type: 'image_type_img_theme' }, { viewType: 'image_type_img_theme' }],
    [{ show_popup_title: 'Off', onoffoverlay: 'Off' }, { showTitle: false, overlay: false }],
    [{ bgcolor: '#ffcc00', textcolor: 'rgb(0, 0, 0)', bordercolor: 'url(x)' }, { colors: { background: '#ffcc00', text: 'rgb(0, 0, 0)' } }],
  ])('%j -> %j', (row, expected) => {
    const r = parsePopupRow(row);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value).toMatchObject(expected);
  });

  it.each([
    [{ enable_pb_fullscreen: 'on' }, true],
    [{ enable_pb_fullscreen: 'off' }, false],
    [{ enable_pb_fullscreen: 'On' }, false],
    [{ enable_pb_fullscreen: '' }, false],
    [{ enable_pb_fullscreen: true }, true],
    [{}, false],
  ])('options %j -> fullscreen %s (on only when it holds "on")', (options, expected) => {
    const r = parsePopupRow({ options });
    expect(r.ok && r.value.options.fullscreen).toBe(expected);
  });

  it.each([
    ['left-top', 'left-top'],
    ['left-bottom', 'left-bottom'],
    ['right-bottom', 'right-bottom'],
    ['right-top', 'right-top'],
    ['center', 'right-top'],
    ['', 'right-top'],
  ])('close_button_position %j -> %j', (position, expected) => {
    const r = parsePopupRow({ options: { close_button_position: position } });
    expect(r.ok && r.value.options.closePosition).toBe(expected);
  });

  it.each([
    [{ view_type: 'sidebar' }, '"view_type" expected one of "default", "lil"'],
    [{ action_button_type: 'onHover' }, '"action_button_type" expected one of "both", "pageLoaded", "clickSelector"'],
    [{ delay: 'soon' }, '"delay" expected a number from 0 to 2147483647, got "soon"'],
    [{ height: -5 }, '"height" expected a number from 0 to 2147483647, got number -5'],
    [{ title: { nl: 'x' } }, '"title" expected a string, got an object'],
    [{ options: '{broken' }, '"options" expected a JSON object (as a string), got unparseable text'],
    [{ options: '[1]' }, '"options" expected a JSON object (as a string), got JSON of an array'],
    [{ options: { enable_pb_fullscreen: 1 } }, `"options.enable_pb_fullscreen" expected 'on' or 'off', got number 1`],
    [{ options: { mobile_height: 'tall' } }, '"options.mobile_height" expected a number from 0 to 2147483647, got "tall"'],
    // Found by the bad-config corpus (tests/corpus/tags.ts): a delay past setTimeout's range opened at once.
    [{ delay: 1e12 }, '"delay" expected a number from 0 to 2147483647, got number 1000000000000'],
    [{ options: { dismiss_duration: 1e300 } }, '"options.dismiss_duration" expected a number from 0 to 315360000000, got number 1e+300'],
    ['row', '"(root)" expected an object (the popupbox row), got "row"'],
  ])('%j -> %s', (row, message) => {
    const r = parsePopupRow(row);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(formatIssue(r.issue)).toContain(message);
  });
});

describe('popupElementConfig', () => {
  const blob = encodeOptionsBlob(wpRow);
  it.each([
    ['options blob, no popup-id', { json: undefined, props: { options: blob } }, 7],
    ['options blob and popup-id 9', { json: undefined, props: { options: blob, popupId: 9 } }, 9],
    ['config row with id', { json: { id: '3', view_type: 'lil' }, props: {} }, 3],
    ['config {"popupbox": row} and popup-id', { json: { popupbox: { view_type: 'cmd' } }, props: { popupId: 4 } }, 4],
    ['blob wins over a config block', { json: { id: '1', view_type: 'lil' }, props: { options: blob } }, 7],
  ])('%s -> id %i', (_name, input, id) => {
    const r = popupElementConfig(input);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.id).toBe(id);
  });

  it.each([
    ['nothing at all', { json: undefined, props: {} }, '"options" expected base64 of UTF-8 JSON {"popupbox": row} or a JSON config block, got nothing'],
    ['a broken blob', { json: undefined, props: { options: '%%%' } }, '"options" expected base64'],
    ['a bad key inside the blob', { json: undefined, props: { options: encodeOptionsBlob({ delay: 'x' }) } }, '"options.popupbox.delay" expected a number from 0 to 2147483647'],
    ['no id anywhere', { json: { view_type: 'lil' }, props: {} }, '"popup-id" expected an integer >= 1 (attribute popup-id or the row id), got nothing'],
    ['popup-id 0', { json: {}, props: { popupId: 0 } }, '"popup-id" expected an integer from 1 to 2147483647, got number 0'],
    ['popup-id not a number', { json: {}, props: { popupId: 'abc' } }, '"popup-id" expected an integer from 1 to 2147483647, got "abc"'],
    ['a bad key in {"popupbox": row}', { json: { popupbox: { view_type: 'x' } }, props: { popupId: 1 } }, '"popupbox.view_type" expected one of'],
  ])('%s -> %s', (_name, input, message) => {
    const r = popupElementConfig(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(formatIssue(r.issue)).toContain(message);
  });
});

describe('isCssColor', () => {
  it.each([
    ['#fff', true],
    ['#2f5d50', true],
    ['rgba(0, 0, 0, .5)', true],
    ['hsl(120 50% 50%)', true],
    ['white', true],
    ['url(https://x)', false],
    ['red; background: url(x)', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isCssColor(value)).toBe(expected);
  });
});
