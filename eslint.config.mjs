import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', 'data/**', 'bench-data/**', 'lib/db/migrations/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  { rules: { '@typescript-eslint/no-explicit-any': 'error' } },
];
export default config;
