import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const supabaseOnlyThroughLib = {
  name: '@supabase/supabase-js',
  message: 'Import the client from @/lib/supabase; it is the one door to the backend.',
}

/** Imports go one way: app → features → shared (components, lib, content, config). */
const noAppImports = {
  group: ['@/app/*', '**/app/*'],
  message: 'Shared code and features must not import from src/app.',
}
const noFeatureImports = {
  group: ['@/features/*', '**/features/*'],
  message: 'Shared code must not import features.',
}
/** src/lib is plain code (no JSX, no React components): nothing in it reaches up into the UI. */
const noComponentImports = {
  group: ['@/components/*', '**/components/*', '@/testing/*'],
  message: 'src/lib holds plain utilities; it must not import components.',
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      '.stack',
      '.deno',
      'test-results',
      'playwright-report',
      'supabase/functions',
      'tests/stack/fixtures/functions',
      'src/lib/database.types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [supabaseOnlyThroughLib] }],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [supabaseOnlyThroughLib], patterns: [noAppImports] },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/content/**/*.ts', 'src/config/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [supabaseOnlyThroughLib], patterns: [noAppImports, noFeatureImports] },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [supabaseOnlyThroughLib],
          patterns: [noAppImports, noFeatureImports, noComponentImports],
        },
      ],
    },
  },
  {
    // The one door to the backend; it still must not reach up into the UI.
    files: ['src/lib/supabase.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noAppImports, noFeatureImports, noComponentImports] },
      ],
    },
  },
)
