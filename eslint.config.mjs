import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'bench-data/**',
      'lib/db/migrations/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  { rules: { '@typescript-eslint/no-explicit-any': 'error' } },
  // lib/ is below components/: what both need lives in lib/. Import cycles are checked by
  // tests/unit/module-boundaries.test.ts on the module graph (import-x/no-cycle slowed lint too much).
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(@/|(\\.\\.?/)+)components(/|$)', message: 'lib/ must not import components/: move what both need into lib/.' },
          ],
        },
      ],
    },
  },
];
export default config;
