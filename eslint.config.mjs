// ESLint flat config: typescript-eslint recommended, React hooks (rules of hooks and hook
// dependencies as errors), jsx-a11y recommended. `npm run lint` runs it with --max-warnings 0.
// Formatting is Prettier's job (`npm run format:check`); no layout rules here.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import concernBoundaries from './eslint-rules/concern-boundaries.mjs';

export default tseslint.config(
  {
    ignores: ['dist/', 'storybook-static/', 'coverage/', 'node_modules/', '.tmp/', '.scratch/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // The classic hook rules. The React Compiler rules that the plugin's `recommended` also turns
    // on (refs, set-state-in-effect, purity, ...) are left off: the widgets are not built with
    // the compiler, and those rules judge code by the compiler's needs, not by a hook's contract.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // `_`-prefixed names are deliberately unused (placeholders in signatures and destructuring).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // src/domain and src/services are grouped by concern: start-up code imports a concern through its
    // index.ts, and a module the index does not export (lazy-only) only from lazily loaded code.
    // What is start-up code is computed from the widgets' entries (eslint-rules/concern-boundaries.mjs).
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'concern-boundaries': concernBoundaries } } },
    rules: { 'local/concern-boundaries': 'error' },
  },
  {
    // Plain scripts: the Rollup config (Node) and the demo site's static scripts (browser).
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
