import type { AtRule, Plugin, Rule } from 'postcss';

/**
 * Blueprint's components this project never renders, by their class name after `bp6-`. Their rules only cost the
 * admin screens download, parse and style-matching time: every element added to an admin screen is matched against
 * every rule in the sheet. A component that starts being used must leave this list (the build test checks that the
 * classes the admin does use survive).
 */
export const UNUSED_BLUEPRINT_PARTS = [
  'dark', // the dark theme: the admin is always light
  'breadcrumb',
  'breadcrumbs',
  'card-list',
  'compound-tag',
  'context-menu',
  'control-card',
  'editable-text',
  'entity-title',
  'file-input',
  'file-upload',
  'hotkey',
  'hotkey-column',
  'hotkey-dialog',
  'key',
  'key-combo',
  'multistep-dialog',
  'navbar',
  'numeric-input',
  'overflow-list',
  'panel-stack',
  'panel-stack2',
  'section',
  'segmented-control',
  'slider',
  'tab',
  'tab-list',
  'tab-panel',
  'tabs',
  'tag-input',
  'tooltip',
  'tree',
  'tree-node',
];

const unused = new RegExp(`\\.bp6-(?:${UNUSED_BLUEPRINT_PARTS.join('|')})(?![\\w-])`);

/**
 * A PostCSS plugin for the admin's stylesheet: drops every selector that names an unused Blueprint part, and rules
 * left with none. The dark theme alone is a third of Blueprint's sheet.
 */
export function trimBlueprintCss(): Plugin {
  return {
    postcssPlugin: 'trim-blueprint-css',
    Rule(rule: Rule) {
      if (!rule.selector.includes('.bp6-')) return;
      const kept = rule.selectors.filter((s) => !unused.test(s));
      if (kept.length === 0) rule.remove();
      else if (kept.length !== rule.selectors.length) rule.selectors = kept;
    },
    AtRuleExit(atRule: AtRule) {
      // A media or supports block whose rules all went.
      if (atRule.nodes && atRule.nodes.length === 0 && atRule.name !== 'font-face') atRule.remove();
    },
  };
}
