/**
 * Cookie list entries (spec section 3 "Cookie list entry", CONTRACT `cookies`): the plugin's keys
 * (`cookie_name`, `cookie_type_label`, `first_or_third_party`, `can_be_blocked`,
 * `session_or_persistent`, `expiry_time`, `purpose`) and the short ones (`name`, `type`, `expiry`),
 * normalised, plus the first / third party filter. Pure.
 */
import { array, describe, isPlainObject, type Parsed, type Schema } from '../shared/schema';

export type Party = 'first' | 'third';

export interface CookieEntry {
  name: string;
  type: string;
  /** undefined when the entry does not say. */
  party: Party | undefined;
  /** can_be_blocked: 1 (or true) means blockable. */
  blockable: boolean;
  session: 'session' | 'persistent' | undefined;
  expiry: string;
  purpose: string;
}

/** Reads first_or_third_party in any of the plugin's spellings ('first_party', 'First party', 'first', 'Eerste partij'). */
export function parseParty(v: unknown): Party | undefined {
  if (typeof v !== 'string') return undefined;
  const s = v.trim().toLowerCase();
  if (/^(first|1st|eerste)([ _-]?part(y|ij))?$/.test(s)) return 'first';
  if (/^(third|3rd|derde)([ _-]?part(y|ij))?$/.test(s)) return 'third';
  return undefined;
}

/** can_be_blocked: "1 means blockable" (also true / 'true' / 'on'). */
export function parseBlockable(v: unknown): boolean {
  return v === 1 || v === true || v === '1' || v === 'true' || v === 'on' || v === 'yes';
}

function text(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

function parseSession(v: unknown): CookieEntry['session'] {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : '';
  if (s.startsWith('session') || s.startsWith('sessie')) return 'session';
  if (s.startsWith('persist') || s.startsWith('blijvend')) return 'persistent';
  return undefined;
}

/** Schema of one cookie list entry: `name` (or `cookie_name`) is required, the rest optional. */
export const cookieEntry: Schema<CookieEntry> = {
  expected: 'a cookie entry with a name',
  parse(v: unknown, path: string): Parsed<CookieEntry> {
    if (!isPlainObject(v)) return { ok: false, issue: { path, expected: 'an object', got: Array.isArray(v) ? 'an array' : typeof v } };
    const name = text(v.name) ?? text(v.cookie_name);
    if (!name || !name.trim()) return { ok: false, issue: { path: `${path}.name`, expected: 'a non-empty string', got: describe(v.name ?? v.cookie_name) } };
    const party = v.first_or_third_party;
    if (party !== undefined && party !== null && party !== '' && parseParty(party) === undefined)
      return { ok: false, issue: { path: `${path}.first_or_third_party`, expected: 'one of "first_party", "third_party"', got: describe(party) } };
    return {
      ok: true,
      value: {
        name: name.trim(),
        type: text(v.type) ?? text(v.cookie_type_label) ?? '',
        party: parseParty(party),
        blockable: parseBlockable(v.can_be_blocked),
        session: parseSession(v.session_or_persistent),
        expiry: text(v.expiry) ?? text(v.expiry_time) ?? '',
        purpose: text(v.purpose) ?? '',
      },
    };
  },
};

/** Schema of the `cookies` list. */
export const cookieEntries = array(cookieEntry);

export type PartyFilter = '' | Party;

/** The party filter: '' keeps every entry; 'first' / 'third' keep that party only. */
export function filterByParty(entries: readonly CookieEntry[], filter: PartyFilter): CookieEntry[] {
  return filter === '' ? [...entries] : entries.filter((e) => e.party === filter);
}
