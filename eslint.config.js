// ESLint: typescript-eslint, react-hooks, and the one-way import rule of ARCHITECTURE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Which top-level folders each folder may import from (ARCHITECTURE.md, "Imports run one way").
 * A folder may always import from itself.
 */
const allowedImports = {
  themes: [],
  'design-system': ['themes'],
  'pages-config': [],
  app: ['design-system', 'themes', 'pages-config'],
  server: ['pages-config'],
  stories: ['app', 'design-system', 'themes', 'pages-config'],
  tests: ['app', 'design-system', 'themes', 'pages-config', 'server', 'tests'],
  bench: ['server', 'pages-config', 'tests'],
};
const topFolders = Object.keys(allowedImports);

/** Forbids `#folder/…` aliases and relative paths that climb into a folder not allowed. */
function importRuleFor(folder) {
  const forbidden = topFolders.filter((other) => other !== folder && !allowedImports[folder].includes(other));
  if (forbidden.length === 0) return [];
  return [
    {
      files: [`${folder}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...forbidden.map((other) => ({
                // The alias, or a relative path that climbs out to the repository root and back in.
                // A regex, not a gitignore-style group: there a leading '#' starts a comment.
                regex: `^(#${other}/|(\\.\\./)+${other}/)`,
                message: `${folder}/ must not import from ${other}/ (ARCHITECTURE.md: imports run one way).`,
              })),
            ],
          },
        ],
      },
    },
  ];
}

/** pages-config runs in the browser and on the server: no React, no Node-only modules. */
const pagesConfigPurity = {
  files: ['pages-config/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['react', 'react-*', 'node:*', 'fs', 'path', 'crypto'],
            message: 'pages-config is pure TypeScript: no React, no Node-only modules.',
          },
          {
            regex: '^(#(app|design-system|themes|server|tests)/|(\\.\\./)+(app|design-system|themes|server|tests)/)',
            message: 'pages-config imports nothing outside itself.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'app/dist',
      'app/dist-server',
      'storybook-static',
      'test-results',
      'playwright-report',
      'var',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'No eval: the site runs under a strict CSP.' },
        {
          selector: "NewExpression[callee.name='Function']",
          message: 'No new Function: the site runs under a strict CSP.',
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...topFolders.filter((folder) => folder !== 'pages-config').flatMap(importRuleFor),
  pagesConfigPurity,
);
