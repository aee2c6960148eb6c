import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve('demo/server');
const SQL = /\b(SELECT\s+[\w*(),\s.]+\s+FROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(TABLE|INDEX)|\.prepare\()\b|@photostructure\/sqlite|better-sqlite3|node:sqlite|\bpostgres['"]/i;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

describe('the storage interface is the only place with SQL', () => {
  it('demo/server outside storage/ -> no SQL, no driver import (comments aside)', () => {
    const offenders = files(SERVER)
      .filter((f) => !f.startsWith(path.join(SERVER, 'storage') + path.sep))
      .flatMap((f) => readFileSync(f, 'utf8').split('\n').map((line, i) => [f, i + 1, line] as const))
      .filter(([, , line]) => !/^\s*(\*|\/\/|\/\*)/.test(line) && SQL.test(line))
      .map(([f, n, line]) => `${path.relative(SERVER, f)}:${n}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });
});
