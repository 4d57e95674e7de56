import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATABASE_FREE_TEST_FILES } from './databaseFreeFiles';

/** What a test file imports to reach a database: a test server, the database helpers, or the Database itself. */
const OPENS_A_DATABASE = [
  /test\/(harness|suites|childServer|database|migratedDatabase)['"]/,
  /\.\/(harness|suites|childServer|database|migratedDatabase)['"]/,
  /db\/database['"]/,
  /['"]\.\/database['"]/,
  /['"](\.\.\/)+server['"]|['"]@server\/server['"]/,
];

describe('the server test files left out of the PostgreSQL suite', () => {
  it.each(DATABASE_FREE_TEST_FILES)('%s exists and opens no database', (file) => {
    expect(fs.existsSync(file), `${file} is listed but missing`).toBe(true);
    const imports = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^\s*(import|} from)|\bimport\(/.test(line));
    const found = imports.filter((line) => OPENS_A_DATABASE.some((re) => re.test(line)));
    expect(found, `${file} imports what opens a database`).toEqual([]);
  });
});
