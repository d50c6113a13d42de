import { FIELD_KEY } from './schema';

/**
 * A form field's key made from its label ("Date of birth" → date_of_birth), unique among the keys
 * already taken. Non-Latin labels have no letters to keep, so they get field_1, field_2, ...
 */
export function keyFromLabel(label: string, taken: readonly string[]): string {
  const base =
    label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^[^a-z]+/, '')
      .replace(/_+$/, '')
      .slice(0, 34) || 'field';
  const used = new Set(taken);
  if (base !== 'field' && !used.has(base) && FIELD_KEY.test(base)) return base;
  for (let n = base === 'field' ? 1 : 2; ; n++) {
    const candidate = `${base}_${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
