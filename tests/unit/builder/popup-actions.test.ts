import { describe, expect, it } from 'vitest';
import { createActionHash, parseActionHash } from '../../../src/core/builder/popup-actions';

// Elementor's own hash for {"id":412,"toggle":false}: '#' + rawurlencode('elementor-action:action=popup:open&settings=' + base64).
const OPEN_412 = '#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3DeyJpZCI6NDEyLCJ0b2dnbGUiOmZhbHNlfQ%3D%3D';

describe('parseActionHash', () => {
  it.each([
    ['Elementor PHP (rawurlencoded after #)', OPEN_412, { action: 'popup:open', id: 412, toggle: false, doNotShowAgain: false }],
    ['Elementor JS (%23 too)', '%23elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3DeyJpZCI6NDEyLCJ0b2dnbGUiOmZhbHNlfQ%3D%3D', { action: 'popup:open', id: 412, toggle: false, doNotShowAgain: false }],
    ['not encoded', '#elementor-action:action=popup:open&settings=eyJpZCI6NDEyLCJ0b2dnbGUiOmZhbHNlfQ==', { action: 'popup:open', id: 412, toggle: false, doNotShowAgain: false }],
    ['base64 without padding', '#elementor-action:action=popup:open&settings=eyJpZCI6NDEyLCJ0b2dnbGUiOmZhbHNlfQ', { action: 'popup:open', id: 412, toggle: false, doNotShowAgain: false }],
    ['toggle', createActionHash('popup:open', { id: 3, toggle: true }), { action: 'popup:open', id: 3, toggle: true, doNotShowAgain: false }],
    ['id as a string', createActionHash('popup:open', { id: '3' }), { action: 'popup:open', id: 3, toggle: false, doNotShowAgain: false }],
    ['close, do not show again', createActionHash('popup:close', { do_not_show_again: 'yes' }), { action: 'popup:close', toggle: false, doNotShowAgain: true }],
    ['close, "" ', createActionHash('popup:close', { do_not_show_again: '' }), { action: 'popup:close', toggle: false, doNotShowAgain: false }],
    ['close without settings', '#elementor-action:action=popup:close', { action: 'popup:close', toggle: false, doNotShowAgain: false }],
    ['settings not base64 -> no settings', '#elementor-action:action=popup:open&settings=%%%', { action: 'popup:open', toggle: false, doNotShowAgain: false }],
    ['settings base64 of non-JSON -> no settings', '#elementor-action:action=popup:open&settings=aGVsbG8=', { action: 'popup:open', toggle: false, doNotShowAgain: false }],
    ['a full URL with the hash', `https://bakkerij.nl/contact/${OPEN_412}`, { action: 'popup:open', id: 412, toggle: false, doNotShowAgain: false }],
    ['a malformed %-escape elsewhere', '#elementor-action:action=popup:close&x=%E0%A4%A', { action: 'popup:close', toggle: false, doNotShowAgain: false }],
  ])('%s', (_name, href, expected) => {
    expect(parseActionHash(href)).toEqual(expected);
  });

  it.each([
    ['null', null],
    ['a plain anchor', '#contact'],
    ['lightbox action', '#elementor-action:action=lightbox&settings=e30='],
    ['unknown popup action', '#elementor-action:action=popup:destroy&settings=e30='],
    ['id 0', createActionHash('popup:open', { id: 0 })],
  ])('%s -> not an action (or no id)', (_name, href) => {
    const r = parseActionHash(href);
    expect(r === null || r.id === undefined).toBe(true);
  });
});

describe('createActionHash', () => {
  it("matches Elementor's create_action_hash", () => {
    expect(createActionHash('popup:open', { id: 412, toggle: false })).toBe(OPEN_412);
  });
});
