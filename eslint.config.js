// Lint rules for the whole repository (npm run lint). typescript-eslint's recommended rules, type-aware where the
// check is cheap, plus React's hooks rules for the components. Formatting is Prettier's job (.prettierrc.json).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const ZOD_FROM_SHARED = { name: 'zod', message: 'Import z from shared/schemas/zod, which configures it first.' };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'desktop/out/**',
      'desktop/release/**',
      'data/**',
      'coverage/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Type-aware checks that catch real faults and cost little: a forgotten await, a promise where a value belongs.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // The two rules of hooks: hooks only at the top level of components and hooks, and effects that list what they
    // read. The plugin's React Compiler rules (set-state-in-effect, refs, immutability...) judge code written for
    // that compiler, which this code base does not use; its state set after hydration and its latest-value refs are
    // deliberate.
    files: ['**/*.tsx', 'shared/**/*.ts', 'web/**/*.ts', 'desktop/renderer/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // zod must be told not to probe for eval before the first schema exists (the Content-Security-Policy forbids
    // eval, and the probe alone is reported as a violation); shared/schemas/zod.ts says so and hands out `z`.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/schemas/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_FROM_SHARED] }] },
  },
  {
    // Public pages route with the site's own small router (web/src/lib/router.tsx); react-router is for the admin
    // screens shared with the desktop app, and a public page that imports it pulls its whole data router in.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message: 'Import from web/src/lib/router.',
            })),
            ZOD_FROM_SHARED,
          ],
        },
      ],
    },
  },
  {
    // The build, bench and launcher scripts are plain Node modules.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        AbortSignal: 'readonly',
      },
    },
  },
);
