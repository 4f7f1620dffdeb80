import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import jsxA11y from 'eslint-plugin-jsx-a11y'

/** Next's own rules (React, its hooks, Next, TypeScript, imports) with jsx-a11y's recommended set on top. */
const config = [
  {
    ignores: [
      '.next/**',
      'data/**',
      'tests/.artifacts/**',
      'public/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/migrations/**',
      // create-next-app's app as it makes it: a project of its own, the benches' yardstick.
      'scripts/bench/bare-app/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    files: ['**/*.{jsx,tsx}'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls sideways takes focus so the keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      // A leading underscore names what a destructuring leaves out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Packages first, then the project's own files; each group in alphabetical order.
      'import/order': [
        'error',
        {
          groups: [
            ['builtin', 'external'],
            ['internal', 'parent', 'sibling', 'index'],
          ],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      // Images are Payload's media with their own WebP sizes and srcset (images.unoptimized), not next/image.
      '@next/next/no-img-element': 'off',
      // Advice for React Compiler, which this project does not use; react-hook-form's watch() is fine without it.
      'react-hooks/incompatible-library': 'off',
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  // Tests read the contract's untyped JSON answers and poke at stored documents.
  { files: ['tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // CommonJS files (a test preload for the MongoDB driver) load with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
]

export default config
