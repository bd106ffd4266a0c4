import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import boundaries from './scripts/lint/import-boundaries.mjs'

export default tseslint.config(
  // eval/datasets holds the source files of dataset pull requests, defects included on purpose.
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'eval/datasets/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The trusted runner logs only through the redacting logger.
    files: ['src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // src/ and plugins/ meet only in src/core/ (see scripts/lint/import-boundaries.mjs).
    files: ['src/**/*.ts', 'plugins/**/*.ts'],
    plugins: { harbourmaster: boundaries },
    rules: { 'harbourmaster/import-boundaries': 'error' },
  },
)
