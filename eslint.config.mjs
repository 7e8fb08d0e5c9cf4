// ESLint covers the site's code (src/, scripts/, tests/ and the configs); Prettier owns layout.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-configured/',
      '.docusaurus/',
      '.docusaurus-configured/',
      'node_modules/',
      'docs/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The bundle walker handles acorn's loosely typed nodes.
    files: ['src/plugins/error-codes/extract.ts'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
);
