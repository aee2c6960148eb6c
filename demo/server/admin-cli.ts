/**
 * `npm run admin -- create <e-mail>`: makes the site's administrator (or gives an existing account
 * the role and a new password, ending its sessions). The password is asked for at the prompt
 * (twice, not echoed) or read as the first line of standard input when that is not a terminal;
 * there is never a default one. The database is the server's: DATABASE_URL, else DATABASE_PATH,
 * else DATA_DIR/site.db (./data/site.db).
 *   npm run admin -- list          the administrators' e-mail addresses
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { hashPassword, MAX_PASSWORD_LENGTH } from './account/password';
import { nowSeconds, openStore } from './storage';

/** An administrator's password is longer than a customer's least (8): it opens every visitor's data. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

const USAGE = 'usage: npm run admin -- create <e-mail>   |   npm run admin -- list';

/** Reads one line; on a terminal without echoing it. */
function ask(question: string, hidden: boolean): Promise<string> {
  const muted = new Writable({
    write(chunk, _enc, done) {
      if (!hidden) process.stdout.write(chunk);
      done();
    },
  });
  if (process.stdin.isTTY) process.stdout.write(question);
  const rl = createInterface({ input: process.stdin, output: muted, terminal: process.stdin.isTTY === true });
  return new Promise((resolve, reject) => {
    let got = false;
    rl.once('line', (line) => {
      got = true;
      rl.close();
      if (hidden && process.stdin.isTTY) process.stdout.write('\n');
      resolve(line);
    });
    rl.once('close', () => {
      if (!got) reject(new Error('no password given (standard input ended)'));
    });
  });
}

async function readPassword(): Promise<string> {
  const password = await ask('Password: ', true);
  if (process.stdin.isTTY) {
    const again = await ask('Password again: ', true);
    if (again !== password) throw new Error('the two passwords differ');
  }
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) throw new Error(`the password must have at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
  if (password.length > MAX_PASSWORD_LENGTH) throw new Error(`the password may have at most ${MAX_PASSWORD_LENGTH} characters`);
  return password;
}

export async function main(argv: string[]): Promise<number> {
  const [command, arg] = argv;
  if (command !== 'create' && command !== 'list') {
    console.error(USAGE);
    return 2;
  }
  const email = (arg ?? '').trim().toLowerCase();
  if (command === 'create' && !EMAIL.test(email)) {
    console.error(`not an e-mail address: "${arg ?? ''}"\n${USAGE}`);
    return 2;
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const store = await openStore({ databaseUrl: process.env.DATABASE_URL, databasePath: process.env.DATABASE_PATH ?? path.join(dataDir, 'site.db') });
  try {
    if (command === 'list') {
      for (const e of await store.accounts.adminEmails()) console.log(e);
      return 0;
    }
    const password = await readPassword();
    const what = await store.accounts.makeAdmin(email, await hashPassword(password), nowSeconds());
    console.log(`${what === 'created' ? 'created administrator' : 'made administrator (new password, old sessions ended)'} ${email} in ${store.description}`);
    return 0;
  } catch (e) {
    console.error(`admin: ${(e as Error).message}`);
    return 1;
  } finally {
    await store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
