/**
 * The account area's session and nonce rules (demo/server/account/session.ts) and password hashing
 * (account/password.ts), as tables: a login cookie is read only when well formed, signed for its
 * id, token and expiry, and not expired; a nonce is valid for its action and owner in this tick
 * and the one before; a hash verifies only its own password.
 */
import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../../demo/server/account/password';
import { NONCE_TICK_SECONDS, createNonce, loginCookieValue, newToken, readLoginCookie, verifyNonce, type NonceOwner } from '../../../demo/server/account/session';
import { parseAccountPath } from '../../../demo/server/routes/account';

const SECRET = 'a'.repeat(64);
const NOW = 1_800_000_000;
const TOKEN = newToken();

describe('login cookie', () => {
  const good = loginCookieValue(SECRET, 7, TOKEN, NOW + 3600);
  const [id, exp, token, sig] = good.split('|') as [string, string, string, string];
  const cases: [string, string | undefined, number, boolean][] = [
    ['as issued', good, NOW, true],
    ['one second before it expires', good, NOW + 3599, true],
    ['at its expiry', good, NOW + 3600, false],
    ['after its expiry', good, NOW + 7200, false],
    ["another account's id (signature no longer holds)", `8|${exp}|${token}|${sig}`, NOW, false],
    ['a later expiry written in (signature no longer holds)', `${id}|${NOW + 99999}|${token}|${sig}`, NOW, false],
    ['another token (signature no longer holds)', `${id}|${exp}|${newToken()}|${sig}`, NOW, false],
    ['signed with another secret', loginCookieValue('b'.repeat(64), 7, TOKEN, NOW + 3600), NOW, false],
    ['signature cut short', good.slice(0, -2), NOW, false],
    ['id 0 (a guest)', loginCookieValue(SECRET, 0, TOKEN, NOW + 3600), NOW, false],
    ['a negative id', loginCookieValue(SECRET, -7, TOKEN, NOW + 3600), NOW, false],
    ['a malformed token', loginCookieValue(SECRET, 7, 'kort', NOW + 3600), NOW, false],
    ['three parts', `${id}|${exp}|${token}`, NOW, false],
    ['five parts', `${good}|x`, NOW, false],
    ['empty', '', NOW, false],
    ['absent', undefined, NOW, false],
    ['very long', good + 'x'.repeat(400), NOW, false],
  ];
  it.each(cases)('%s', (_name, value, now, ok) => {
    const read = readLoginCookie(SECRET, value, now);
    if (ok) expect(read).toEqual({ customerId: 7, token: TOKEN, expiration: NOW + 3600 });
    else expect(read).toBeUndefined();
  });
});

describe('nonces', () => {
  const owner: NonceOwner = { customerId: 7, token: TOKEN };
  const nonce = createNonce(SECRET, 'save_account_details', owner, NOW);
  const cases: [string, string, NonceOwner, unknown, number, 1 | 2 | false][] = [
    ['this tick', 'save_account_details', owner, nonce, NOW, 1],
    ['the next tick (made in the previous one)', 'save_account_details', owner, nonce, NOW + NONCE_TICK_SECONDS, 2],
    ['two ticks on: expired', 'save_account_details', owner, nonce, NOW + 2 * NONCE_TICK_SECONDS, false],
    ['another action', 'woocommerce-edit_address', owner, nonce, NOW, false],
    ["another account's session", 'save_account_details', { customerId: 8, token: TOKEN }, nonce, NOW, false],
    ['another session of the same account', 'save_account_details', { customerId: 7, token: newToken() }, nonce, NOW, false],
    ['a guest without a key', 'save_account_details', { customerId: 0, token: '' }, createNonce(SECRET, 'save_account_details', { customerId: 0, token: '' }, NOW), NOW, false],
    ['forged: ten hex digits', 'save_account_details', owner, '0123456789', NOW, false],
    ['forged: upper case of the right one', 'save_account_details', owner, nonce.toUpperCase(), NOW, nonce === nonce.toUpperCase() ? 1 : false],
    ['not a string', 'save_account_details', owner, 1234567890, NOW, false],
    ['empty', 'save_account_details', owner, '', NOW, false],
    ['too long', 'save_account_details', owner, `${nonce}0`, NOW, false],
  ];
  it.each(cases)('%s', (_name, action, who, value, now, want) => {
    expect(verifyNonce(SECRET, action, who, value, now)).toBe(want);
  });
  it('is 10 hex digits and differs per owner and per action', () => {
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(createNonce(SECRET, 'save_account_details', { customerId: 0, token: 'f'.repeat(32) }, NOW)).not.toBe(nonce);
    expect(createNonce(SECRET, 'customer-logout', owner, NOW)).not.toBe(nonce);
  });
});

describe('password hashing', () => {
  it('round trip: the password verifies, another does not, the salt differs per hash', async () => {
    const a = await hashPassword('Krentenbol-2026');
    const b = await hashPassword('Krentenbol-2026');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Krentenbol-2026', a)).toBe(true);
    expect(await verifyPassword('Krentenbol-2026', b)).toBe(true);
    expect(await verifyPassword('krentenbol-2026', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
    expect(await verifyPassword('Krentenbol-2026 ', a)).toBe(false);
  });
  const hashOf = hashPassword('Krentenbol-2026');
  const cases: [string, (h: string) => string][] = [
    ['a malformed hash', () => 'not-a-hash'],
    ['an empty hash', () => ''],
    ['a hash asking for a huge cost', (h) => h.replace('$16384$', '$1048576$')],
    ['a hash with another r', (h) => h.replace('$8$1$', '$16$1$')],
    ['the dummy hash (unknown e-mail)', () => DUMMY_HASH],
  ];
  it.each(cases)('%s does not verify', async (_n, make) => {
    expect(await verifyPassword('Krentenbol-2026', make(await hashOf))).toBe(false);
  });
  it('a password over the maximum length is refused without hashing', async () => {
    expect(await verifyPassword('x'.repeat(300), await hashOf)).toBe(false);
  });
});

describe('account paths', () => {
  const cases: [string, { endpoint: string; value: string } | undefined][] = [
    ['/mijn-account/', { endpoint: 'dashboard', value: '' }],
    ['/mijn-account/orders/', { endpoint: 'orders', value: '' }],
    ['/mijn-account/view-order/12/', { endpoint: 'view-order', value: '12' }],
    ['/mijn-account/view-order/abc/', undefined],
    ['/mijn-account/edit-address/', { endpoint: 'edit-address', value: '' }],
    ['/mijn-account/edit-address/shipping/', { endpoint: 'edit-address', value: 'shipping' }],
    ['/mijn-account/edit-address/other/', undefined],
    ['/mijn-account/orders/3/', undefined],
    ['/mijn-account/downloads/', undefined],
    ['/mijn-account/orders', undefined],
  ];
  it.each(cases)('%s', (p, want) => expect(parseAccountPath(p)).toEqual(want));
});
