import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIST_DIR } from '../../server/lib/paths';
import { UNUSED_BLUEPRINT_PARTS } from '../blueprintCss';

/**
 * The admin's stylesheet is Blueprint's without the parts this project never renders (web/blueprintCss.ts). These
 * checks read the build and the sources: the parts are gone from the sheet, the parts the admin renders are still
 * there, and no source starts to use a part whose rules were dropped.
 */
const assets = path.join(CLIENT_DIST_DIR, 'assets');
const sheet = fs
  .readdirSync(assets)
  .filter((f) => f.startsWith('adminStyles-') && f.endsWith('.css'))
  .map((f) => fs.readFileSync(path.join(assets, f), 'utf8'))
  .join('\n');

const pascal = (part: string) =>
  part
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

describe('admin stylesheet', () => {
  it('is built', () => {
    expect(sheet.length).toBeGreaterThan(10_000);
  });

  it.each(UNUSED_BLUEPRINT_PARTS)('has no rule for Blueprint’s unused part %s', (part) => {
    expect(sheet).not.toMatch(new RegExp(`\\.bp6-${part}(?![\\w-])`));
  });

  it.each([
    'button',
    'button-text',
    'card',
    'tag',
    'callout',
    'dialog',
    'dialog-header',
    'dialog-footer',
    'alert',
    'overlay',
    'overlay-backdrop',
    'input',
    'input-group',
    'form-group',
    'html-table',
    'control',
    'switch',
    'checkbox',
    'html-select',
    'progress-bar',
    'spinner',
    'skeleton',
    'non-ideal-state',
    'intent-primary',
    'intent-danger',
    'small',
    'outlined',
  ])('keeps the rules of %s, which the admin renders', (part) => {
    expect(sheet).toMatch(new RegExp(`\\.bp6-${part}(?![\\w-])`));
  });

  it('serves no source that uses a dropped part', () => {
    const files = execFileSync('git', ['ls-files', 'shared', 'web/src', 'desktop/renderer'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(tsx?|css)$/.test(f));
    const components = UNUSED_BLUEPRINT_PARTS.map(pascal);
    const offenders: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const part of UNUSED_BLUEPRINT_PARTS)
        if (new RegExp(`bp6-${part}(?![\\w-])|Classes\\.${part.toUpperCase().replace(/-/g, '_')}\\b`).test(text))
          offenders.push(`${file}: ${part}`);
      for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@blueprintjs\/core'/g))
        for (const name of m[1].split(',').map((n) => n.replace(/^\s*type\s+/, '').trim()))
          if (components.includes(name)) offenders.push(`${file}: ${name}`);
    }
    expect(offenders).toEqual([]);
  });
});
