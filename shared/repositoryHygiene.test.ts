import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself. A maintainer has only what is checked in, so no code comment, test title, doc or
 * ADR may lean on something outside it: an issue or ticket number, a numbered section of a requirements document,
 * "the spec", "the design card", or a file that is not in the repository (an ARCHITECTURE.md, a sibling
 * `../shared/`). Say the rule itself instead ("at most three upcoming events on the home page").
 * And every decision record carries its status and the date it was written.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = path
  .relative(ROOT, fileURLToPath(import.meta.url))
  .split(path.sep)
  .join('/');
/**
 * The one allow-list: this file, whose rules must spell the phrases they look for; and package-lock.json,
 * which npm writes (it names packages such as `@standard-schema/spec`, not documents).
 */
const NOT_SCANNED = new Set([SELF, 'package-lock.json']);

interface Rule {
  name: string;
  pattern: RegExp;
}

/** Phrases that point at documents or trackers a maintainer does not have. */
const RULES: Rule[] = [
  { name: 'an issue, ticket or pull request number', pattern: /\b(?:issues?|tickets?|PR|pull requests?)\s*#?\d+/i },
  { name: 'a numbered section of a document', pattern: /\bsections?\s+\d+(?:\.\d+)*\b|§\s*\d/i },
  { name: 'a section of "the spec"', pattern: /\bspec(?:ification)?(?:['’]s)?\s+(?:sections?\b|§|\d)/i },
  {
    name: '"the spec" as a source of truth',
    pattern: /\b(?:the|a|our|this|that|its|customer['’]s)\s+spec(?:ification)?s?\b/i,
  },
  { name: 'what "the spec" says', pattern: /\bspec(?:ification)?['’]s\b/i },
  {
    name: 'a text or default taken from "the spec"',
    pattern:
      /\bspec\s+(?:texts?|messages?|defaults?|rules?|wording|says|calls?\s+for|asks?)\b|\bper\s+(?:the\s+)?spec\b/i,
  },
  { name: 'the design card', pattern: /\bdesign\s+card\b/i },
  { name: 'the seed document', pattern: /\bseed\s+doc(?:ument)?s?\b/i },
  { name: 'a document that is not in the repository', pattern: /\b(?:ARCHITECTURE|SPEC)\.md\b/ },
];

/** Every file under version control that the working tree still has. */
const TRACKED = new Set(
  execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => file && fs.statSync(path.join(ROOT, file), { throwIfNoEntry: false })?.isFile()),
);
const TRACKED_NAMES = new Set([...TRACKED].map((file) => path.posix.basename(file)));
/** Every folder that holds a tracked file, and the root (''). */
const TRACKED_DIRS = new Set(
  [...TRACKED].flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i).join('/'))),
);

/** The text files among them (images, archives and icons hold NUL bytes), minus the allow-list. */
const FILES = [...TRACKED]
  .filter((file) => !NOT_SCANNED.has(file))
  .map((file) => ({ file, bytes: fs.readFileSync(path.join(ROOT, file)) }))
  .filter(({ bytes }) => !bytes.includes(0))
  .map(({ file, bytes }) => ({ file, text: bytes.toString('utf8') }));

/** `file:line: what: the line`, for every line of every file that `check` objects to. */
function findings(check: (line: string, file: string) => string[]): string[] {
  const found: string[] = [];
  for (const { file, text } of FILES) {
    text.split('\n').forEach((line, i) => {
      for (const what of check(line, file)) found.push(`${file}:${i + 1}: ${what}: ${line.trim().slice(0, 160)}`);
    });
  }
  return found;
}

/** Web addresses are public and stay where they are; only the rest of a line is about this repository. */
const withoutUrls = (line: string) => line.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ');

/** Where a relative path written in `file` leads, as a path from the repository root ('' for the root itself). */
function fromRoot(file: string, relative: string): string | null {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), relative));
  return target === '..' || target.startsWith('../') ? null : target.replace(/\/$/, '').replace(/^\.$/, '');
}

function externalReferences(line: string): string[] {
  return RULES.filter((r) => r.pattern.test(line)).map((r) => r.name);
}

describe('nothing in the repository points outside it', () => {
  it('finds text files to check', () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(TRACKED.has('shared/constants.ts')).toBe(true);
  });

  it('cites no issue numbers, spec sections, "the spec" or the design card', () => {
    expect(findings((line) => externalReferences(line))).toEqual([]);
  });

  it('names only Markdown files the repository has', () => {
    const missing = findings((line) =>
      [...withoutUrls(line).matchAll(/[\w./-]*[\w-]\.md\b/g)]
        .map((m) => path.posix.basename(m[0]))
        .filter((name) => !TRACKED_NAMES.has(name))
        .map((name) => `${name} is not in the repository`),
    );
    expect(missing).toEqual([]);
  });

  it('links from one Markdown file to another only to files the repository has', () => {
    const broken = findings((line, file) => {
      if (!file.endsWith('.md')) return [];
      return [...line.matchAll(/\]\(([^)\s]+)\)/g)]
        .map((m) => m[1].split('#')[0])
        .filter((target) => target && !/^[a-z][a-z0-9+.-]*:/i.test(target))
        .filter((target) => {
          const resolved = fromRoot(file, target);
          return resolved === null || !(TRACKED.has(resolved) || TRACKED_DIRS.has(resolved));
        })
        .map((target) => `link to ${target}, which is not in the repository`);
    });
    expect(broken).toEqual([]);
  });

  it('climbs with ../ only to places inside the repository', () => {
    const outside = findings((line, file) =>
      [...withoutUrls(line).matchAll(/(?<![\w./])((?:\.\.\/)+)(?=[\w@-])/g)]
        .filter((m) => fromRoot(file, m[1]) === null)
        .map((m) => `${m[1]} from ${path.posix.dirname(file)}/ leaves the repository`),
    );
    expect(outside).toEqual([]);
  });

  it('keeps the rules able to catch what they are for', () => {
    const caught = [
      'see issue 7',
      '(issue 3 contract)',
      'spec section 9',
      'at most three (section 9)',
      "the spec's toast text",
      'the customer’s specification',
      'with the spec defaults',
      'from the design card',
      'per ARCHITECTURE.md, pitfalls',
    ];
    for (const line of caught) expect(externalReferences(line), line).not.toEqual([]);
    const fine = [
      'at most three upcoming events on the home page',
      'parsed.error.issues[0].message',
      "fetch() adds 'Cache-Control: no-cache' to conditional requests (the Fetch standard)",
      'docs/architecture.md',
      'const spec = routes[name];',
    ];
    for (const line of fine) expect(externalReferences(line), line).toEqual([]);
    expect(fromRoot('README.md', '../shared/')).toBeNull();
    expect(fromRoot('server/config.ts', '../shared/organisation')).toBe('shared/organisation');
  });
});

describe('decision records', () => {
  const adrs = [...TRACKED].filter((f) => /^docs\/decisions\/\d{3}-[\w-]+\.md$/.test(f)).sort();
  const numbers = new Set(adrs.map((f) => path.posix.basename(f).slice(0, 3)));

  it('are numbered once each, and their titles carry their numbers', () => {
    expect(adrs.length).toBeGreaterThan(20);
    expect(numbers.size).toBe(adrs.length);
    for (const file of adrs) {
      const title = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n')[0];
      expect(title, file).toMatch(new RegExp(`^# ${path.posix.basename(file).slice(0, 3)}\\. \\S`));
    }
  });

  it('each give their status and the date they were written, right under the title', () => {
    for (const file of adrs) {
      const [, blank, status, date] = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
      expect(blank, file).toBe('');
      expect(status, file).toMatch(/^Status: (?:accepted|superseded|amended|proposed|rejected)\b/);
      expect(date, file).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(date.slice(6))), file).toBe(false);
      for (const [, n] of status.matchAll(/\bADR (\d{3})\b/g)) expect(numbers.has(n), `${file}: ADR ${n}`).toBe(true);
    }
  });

  it('are cited only by numbers that exist', () => {
    const unknown = findings((line) =>
      [...line.matchAll(/\bADRs? (\d{3})\b/g)].filter((m) => !numbers.has(m[1])).map((m) => `no ADR ${m[1]}`),
    );
    expect(unknown).toEqual([]);
  });
});
