/**
 * The account area's customers and sessions (issue 33; demo/server/account/session.ts has the rules).
 * Tables:
 * - `account_secret`: one random value made with the database, for login cookies and nonces, so
 *   every process signs alike.
 * - `customers`: e-mail (lower case, unique), the scrypt hash of the password (account/password.ts,
 *   never the password), names, the saved billing and shipping addresses (JSON of WooCommerce's
 *   `billing_*` / `shipping_*` fields without the prefix).
 * - `customer_sessions`: one row per logged-in browser: the SHA-256 of its token (never the token),
 *   the customer, when it ends. Logging out deletes the row; a password change deletes every other
 *   row of the customer in the same transaction as the new hash.
 * - `customer_password_resets`: the SHA-256 of each reset key, its customer and expiry; used once.
 * - `customers.role` (migration accounts-2): `customer` (every sign-up) or `administrator`, the
 *   site's owner, made only by `npm run admin -- create <e-mail>` (never by a form, never with a
 *   default password). An admin logs in where customers do; only an admin session reads stored
 *   visitor data (account/admin.ts).
 * The demo customer (DEMO_CUSTOMER) is seeded by the first migration.
 */
import { randomBytes } from 'node:crypto';
import { hashPasswordSync } from '../account/password';
import type { Db } from './engine';
import { repository } from './repository';

/** The seeded demo customer (docs/tags/wc-my-account.md prints the same). */
export const DEMO_CUSTOMER = {
  email: 'klant@zonneveld.example',
  password: 'Krentenbol-2026',
  firstName: 'Sanne',
  lastName: 'de Vries',
  billing: { first_name: 'Sanne', last_name: 'de Vries', company: '', country: 'NL', address_1: 'Lindenlaan 8', address_2: '', postcode: '3981 CD', city: 'Bunnik', phone: '06 12345678', email: 'klant@zonneveld.example' },
  shipping: { first_name: 'Sanne', last_name: 'de Vries', company: '', country: 'NL', address_1: 'Lindenlaan 8', address_2: '', postcode: '3981 CD', city: 'Bunnik' },
} as const;

export type Address = Record<string, string>;

export interface Customer {
  id: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  displayName: string;
  billing: Address;
  shipping: Address;
  role: Role;
}

/** WordPress' roles as this backend knows them: a shop's customer, or the site's administrator. */
export type Role = 'customer' | 'administrator';
export const ROLES: readonly Role[] = ['customer', 'administrator'];

/** One order as the account pages show it (read from the checkout's orders table by ordersOfCustomer). */
export interface AccountOrder {
  id: number;
  number: string;
  status: string;
  /** Unix seconds. */
  created: number;
  /** Minor units (cents). */
  total: number;
  currency: string;
  itemCount: number;
  /** Each line's total including its tax (minor units): an NL shop shows prices with BTW. */
  lines: { name: string; quantity: number; total: number }[];
  billing: Address;
  shipping: Address;
  paymentMethodTitle: string;
  /** The tax the total includes (minor units). */
  tax: number;
  /** Shipping including its tax (minor units), and the rate's name ('' when none was chosen). */
  shippingTotal: number;
  shippingName: string;
  /** Picked up in the shop (WooCommerce's local_pickup / pickup_location): no delivery address. */
  pickup: boolean;
}

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;

function readAddress(json: unknown): Address {
  try {
    const v: unknown = typeof json === 'string' ? JSON.parse(json) : json;
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    const out: Address = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) if (typeof x === 'string' || typeof x === 'number') out[k] = String(x);
    return out;
  } catch {
    return {};
  }
}

interface CustomerRow {
  id: number | string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  display_name: string;
  billing: string;
  shipping: string;
  role: string;
}

const toCustomer = (r: CustomerRow): Customer => ({
  id: Number(r.id),
  email: r.email,
  passwordHash: r.password_hash,
  firstName: r.first_name,
  lastName: r.last_name,
  displayName: r.display_name,
  billing: readAddress(r.billing),
  shipping: readAddress(r.shipping),
  role: r.role === 'administrator' ? 'administrator' : 'customer',
});

/** A missing table (SQLite "no such table", PostgreSQL 42P01): the checkout's orders table before it exists. */
function missingTable(e: unknown): boolean {
  const err = e as { code?: unknown; message?: unknown } | null;
  return String(err?.code ?? '') === '42P01' || /no such table/i.test(String(err?.message ?? ''));
}

const num = (v: unknown, fallback = 0): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
};
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** An orders row read loosely (the checkout's table; column names as WooCommerce's HPOS `wc_orders` where it has them). */
export function readOrderRow(row: Record<string, unknown>, lines: Record<string, unknown>[]): AccountOrder {
  const parsedLines = lines.map((l) => ({ name: str(l.name ?? l.product_name), quantity: num(l.quantity, 1), total: num(l.total ?? l.line_total ?? l.total_minor) + num(l.total_tax ?? l.line_total_tax) }));
  const id = num(row.id);
  let totals: Record<string, unknown> = {};
  try {
    const t: unknown = typeof row.totals === 'string' ? JSON.parse(row.totals) : row.totals;
    if (t && typeof t === 'object' && !Array.isArray(t)) totals = t as Record<string, unknown>;
  } catch {
    totals = {};
  }
  const rateId = str(row.shipping_rate_id);
  return {
    id,
    number: str(row.number ?? row.order_number) || String(id),
    status: str(row.status).replace(/^wc-/, '') || 'processing',
    created: num(row.created_at ?? row.date_created ?? row.date_created_gmt),
    total: num(row.total ?? row.total_amount ?? row.total_minor),
    currency: str(row.currency) || 'EUR',
    itemCount: parsedLines.reduce((n, l) => n + l.quantity, 0) || num(row.item_count),
    lines: parsedLines,
    billing: readAddress(row.billing ?? row.billing_address),
    shipping: readAddress(row.shipping ?? row.shipping_address),
    paymentMethodTitle: str(row.payment_method_title),
    tax: num(totals.total_tax),
    shippingTotal: num(totals.total_shipping) + num(totals.total_shipping_tax),
    shippingName: str(row.shipping_rate_name),
    pickup: /^(local_pickup|pickup_location)\b/.test(rateId),
  };
}

export const accounts = repository({
  migrations: [
    {
      id: 'accounts-1',
      up: (d) => `
        CREATE TABLE IF NOT EXISTS account_secret (id INTEGER PRIMARY KEY, secret TEXT NOT NULL);
        INSERT INTO account_secret (id, secret) VALUES (1, '${randomBytes(32).toString('hex')}') ON CONFLICT (id) DO NOTHING;
        CREATE TABLE IF NOT EXISTS customers (
          id ${d.id},
          email TEXT NOT NULL UNIQUE,
          password_hash TEXT NOT NULL,
          first_name TEXT NOT NULL DEFAULT '',
          last_name TEXT NOT NULL DEFAULT '',
          display_name TEXT NOT NULL DEFAULT '',
          billing TEXT NOT NULL DEFAULT '{}',
          shipping TEXT NOT NULL DEFAULT '{}',
          created_at ${d.bigint} NOT NULL
        );
        CREATE TABLE IF NOT EXISTS customer_sessions (
          token_hash TEXT PRIMARY KEY,
          customer_id ${d.bigint} NOT NULL,
          created_at ${d.bigint} NOT NULL,
          expires_at ${d.bigint} NOT NULL
        );
        CREATE INDEX IF NOT EXISTS customer_sessions_customer ON customer_sessions (customer_id);
        CREATE INDEX IF NOT EXISTS customer_sessions_expires ON customer_sessions (expires_at);
        CREATE TABLE IF NOT EXISTS customer_password_resets (
          key_hash TEXT PRIMARY KEY,
          customer_id ${d.bigint} NOT NULL,
          expires_at ${d.bigint} NOT NULL
        );
        INSERT INTO customers (email, password_hash, first_name, last_name, display_name, billing, shipping, created_at)
        VALUES (${sqlText(DEMO_CUSTOMER.email)}, ${sqlText(hashPasswordSync(DEMO_CUSTOMER.password))}, ${sqlText(DEMO_CUSTOMER.firstName)}, ${sqlText(DEMO_CUSTOMER.lastName)},
          ${sqlText(DEMO_CUSTOMER.firstName)}, ${sqlText(JSON.stringify(DEMO_CUSTOMER.billing))}, ${sqlText(JSON.stringify(DEMO_CUSTOMER.shipping))}, ${Math.floor(Date.now() / 1000)})
        ON CONFLICT (email) DO NOTHING;`,
    },
    {
      id: 'accounts-2',
      up: () => `ALTER TABLE customers ADD COLUMN role TEXT NOT NULL DEFAULT 'customer';`,
    },
  ],
  make: (db: Db) => {
    let secret: string | undefined;
    const COLS = 'id, email, password_hash, first_name, last_name, display_name, billing, shipping, role';
    return {
      /** The database's signing secret (read once per process). */
      async secret(): Promise<string> {
        secret ??= (await db.one<{ secret: string }>('SELECT secret FROM account_secret WHERE id = 1'))!.secret;
        return secret;
      },
      async byEmail(email: string): Promise<Customer | undefined> {
        const r = await db.one<CustomerRow>(`SELECT ${COLS} FROM customers WHERE email = ?`, [email]);
        return r && toCustomer(r);
      },
      async byId(id: number): Promise<Customer | undefined> {
        const r = await db.one<CustomerRow>(`SELECT ${COLS} FROM customers WHERE id = ?`, [id]);
        return r && toCustomer(r);
      },
      /** A new customer; undefined when the e-mail address is taken. */
      async create(email: string, passwordHash: string, now: number): Promise<number | undefined> {
        const name = email.split('@')[0] ?? '';
        const { rows } = await db.write<{ id: number }>(
          `INSERT INTO customers (email, password_hash, display_name, billing, shipping, created_at) VALUES (?, ?, ?, ?, '{}', ?) ON CONFLICT (email) DO NOTHING RETURNING id`,
          [email, passwordHash, name, JSON.stringify({ email }), now],
        );
        return rows[0] ? Number(rows[0].id) : undefined;
      },
      /**
       * Makes `email` an administrator with this password (the admin command): a new account, or an
       * existing one given the role and the new password (every session of it ended). 'created' or 'updated'.
       */
      async makeAdmin(email: string, passwordHash: string, now: number): Promise<'created' | 'updated'> {
        const name = email.split('@')[0] ?? '';
        const { rows } = await db.write<{ id: number }>(
          `INSERT INTO customers (email, password_hash, display_name, billing, shipping, created_at, role) VALUES (?, ?, ?, '{}', '{}', ?, 'administrator') ON CONFLICT (email) DO NOTHING RETURNING id`,
          [email, passwordHash, name, now],
        );
        if (rows[0]) return 'created';
        const c = await db.one<{ id: number }>('SELECT id FROM customers WHERE email = ?', [email]);
        if (!c) throw new Error(`no account ${email}`);
        await db.batch([
          { sql: "UPDATE customers SET role = 'administrator', password_hash = ? WHERE id = ?", params: [passwordHash, Number(c.id)] },
          { sql: 'DELETE FROM customer_sessions WHERE customer_id = ?', params: [Number(c.id)] },
        ]);
        return 'updated';
      },
      /** The administrators' e-mail addresses. */
      async adminEmails(): Promise<string[]> {
        return (await db.all<{ email: string }>("SELECT email FROM customers WHERE role = 'administrator' ORDER BY email")).map((r) => r.email);
      },
      /** Saves the account details; false when the new e-mail address belongs to another customer. */
      async updateDetails(id: number, d: { firstName: string; lastName: string; displayName: string; email: string }): Promise<boolean> {
        const taken = await db.one<{ id: number }>('SELECT id FROM customers WHERE email = ? AND id <> ?', [d.email, id]);
        if (taken) return false;
        try {
          await db.write('UPDATE customers SET first_name = ?, last_name = ?, display_name = ?, email = ? WHERE id = ?', [d.firstName, d.lastName, d.displayName, d.email, id]);
        } catch (e) {
          if (/unique/i.test(String((e as Error).message)) || (e as { code?: string }).code === '23505') return false;
          throw e;
        }
        return true;
      },
      async setAddress(id: number, kind: 'billing' | 'shipping', address: Address): Promise<void> {
        await db.write(`UPDATE customers SET ${kind === 'billing' ? 'billing' : 'shipping'} = ? WHERE id = ?`, [JSON.stringify(address), id]);
      },
      /**
       * A new password: the hash and the end of every session of the customer except `keepTokenHash`
       * (the browser that changed it; '' ends all) and of every reset key, in one transaction.
       */
      async setPassword(id: number, passwordHash: string, keepTokenHash: string): Promise<void> {
        await db.batch([
          { sql: 'UPDATE customers SET password_hash = ? WHERE id = ?', params: [passwordHash, id] },
          { sql: 'DELETE FROM customer_sessions WHERE customer_id = ? AND token_hash <> ?', params: [id, keepTokenHash] },
          { sql: 'DELETE FROM customer_password_resets WHERE customer_id = ?', params: [id] },
        ]);
      },
      async createSession(customerId: number, tokenHash: string, now: number, expiresAt: number): Promise<void> {
        await db.write('INSERT INTO customer_sessions (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [tokenHash, customerId, now, expiresAt]);
      },
      /** True when the token's session is alive and belongs to `customerId`. */
      async sessionValid(customerId: number, tokenHash: string, now: number): Promise<boolean> {
        const r = await db.one<{ customer_id: number }>('SELECT customer_id FROM customer_sessions WHERE token_hash = ? AND expires_at > ?', [tokenHash, now]);
        return r !== undefined && Number(r.customer_id) === customerId;
      },
      async endSession(tokenHash: string): Promise<void> {
        await db.write('DELETE FROM customer_sessions WHERE token_hash = ?', [tokenHash]);
      },
      /** How many live sessions a customer has (tests, the security guide's claim). */
      async sessionCount(customerId: number, now: number): Promise<number> {
        const r = await db.one<{ n: number }>('SELECT COUNT(*) AS n FROM customer_sessions WHERE customer_id = ? AND expires_at > ?', [customerId, now]);
        return Number(r?.n ?? 0);
      },
      async createReset(customerId: number, keyHash: string, expiresAt: number): Promise<void> {
        await db.write('INSERT INTO customer_password_resets (key_hash, customer_id, expires_at) VALUES (?, ?, ?)', [keyHash, customerId, expiresAt]);
      },
      /** The customer of a live reset key (not consumed: setPassword deletes it). */
      async resetCustomer(keyHash: string, now: number): Promise<number | undefined> {
        const r = await db.one<{ customer_id: number }>('SELECT customer_id FROM customer_password_resets WHERE key_hash = ? AND expires_at > ?', [keyHash, now]);
        return r ? Number(r.customer_id) : undefined;
      },
      async purgeExpired(now: number): Promise<void> {
        await db.batch([
          { sql: 'DELETE FROM customer_sessions WHERE expires_at <= ?', params: [now] },
          { sql: 'DELETE FROM customer_password_resets WHERE expires_at <= ?', params: [now] },
        ]);
      },
      /**
       * The customer's orders, newest first, from the checkout's `shop_orders` table (and its lines
       * from `shop_order_items` when that exists). Until the checkout adds the table: [] (only then).
       */
      async ordersOfCustomer(customerId: number): Promise<AccountOrder[]> {
        let rows: Record<string, unknown>[];
        try {
          rows = await db.all<Record<string, unknown>>('SELECT * FROM shop_orders WHERE customer_id = ? ORDER BY id DESC', [customerId]);
        } catch (e) {
          if (missingTable(e)) return [];
          throw e;
        }
        const out: AccountOrder[] = [];
        for (const row of rows) {
          let lines: Record<string, unknown>[] = [];
          try {
            lines = await db.all<Record<string, unknown>>('SELECT * FROM shop_order_items WHERE order_id = ?', [num(row.id)]);
          } catch (e) {
            if (!missingTable(e)) throw e;
            lines = readLines(row.items ?? row.lines);
          }
          out.push(readOrderRow(row, lines));
        }
        return out;
      },
    };
  },
});

function readLines(v: unknown): Record<string, unknown>[] {
  try {
    const parsed: unknown = typeof v === 'string' ? JSON.parse(v) : v;
    return Array.isArray(parsed) ? parsed.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object') : [];
  } catch {
    return [];
  }
}
