/**
 * Account passwords: scrypt from node:crypto (N 2^14, r 8, p 1: about 16 MB and tens of ms per
 * hash, the parameters Node's documentation names as the interactive default), a 16-byte random
 * salt per password, stored as `scrypt$N$r$p$salt$hash` (base64url), compared with
 * timingSafeEqual. An unknown e-mail address is checked against DUMMY_HASH so it costs the same
 * time as a wrong password (routes/account.ts).
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const SCRYPT_N = 16384;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
export const SCRYPT_KEY_BYTES = 32;
export const SALT_BYTES = 16;
/** Longest password accepted (hashing a megabyte would be a cheap way to load the server). */
export const MAX_PASSWORD_LENGTH = 256;
/** Shortest new password the server accepts (the client's meter advises more). */
export const MIN_PASSWORD_LENGTH = 8;

const derive = (password: string, salt: Buffer, opts: ScryptOptions, bytes: number): Promise<Buffer> =>
  new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, bytes, { ...opts, maxmem: 64 * 1024 * 1024 }, (e, key) => (e ? reject(e) : resolve(key))));

const format = (salt: Buffer, key: Buffer) => `scrypt$${SCRYPT_N}$${SCRYPT_R}$${SCRYPT_P}$${salt.toString('base64url')}$${key.toString('base64url')}`;

/** A new hash of `password` (async: the event loop keeps serving while scrypt runs). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return format(salt, await derive(password, salt, { N: SCRYPT_N, r: SCRYPT_R, p: SCRYPT_P }, SCRYPT_KEY_BYTES));
}

/** The same, synchronously: only for seeding the demo customer in a migration. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return format(salt, scryptSync(password.normalize('NFKC'), salt, SCRYPT_KEY_BYTES, { N: SCRYPT_N, r: SCRYPT_R, p: SCRYPT_P, maxmem: 64 * 1024 * 1024 }));
}

const HASH = /^scrypt\$(\d{1,7})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]{8,100})\$([A-Za-z0-9_-]{16,200})$/;

/** True when `password` matches `stored`; false for any other input, a malformed hash included. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = HASH.exec(stored);
  if (!m || password.length > MAX_PASSWORD_LENGTH) return false;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Only the parameters this module writes: a stored hash cannot ask for a huge cost.
  if (N !== SCRYPT_N || r !== SCRYPT_R || p !== SCRYPT_P) return false;
  const want = Buffer.from(m[5]!, 'base64url');
  const got = await derive(password, Buffer.from(m[4]!, 'base64url'), { N, r, p }, want.length);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** Checked in place of a missing account's hash, so an unknown e-mail costs what a wrong password costs. */
export const DUMMY_HASH = hashPasswordSync(randomBytes(12).toString('hex'));
