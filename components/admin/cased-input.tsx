'use client';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/**
 * A kit form's input (FormField's props) whose text keeps one letter case as it is typed: currency codes,
 * field keys. The text is changed before the form reads it, so the form's value is the cased one.
 */
export function CasedInput({ cased, onChange, ...rest }: ComponentProps<typeof Input> & { cased: 'upper' | 'lower' }) {
  return (
    <Input
      {...rest}
      onChange={(e) => {
        e.target.value = cased === 'upper' ? e.target.value.toUpperCase() : e.target.value.toLowerCase();
        onChange?.(e);
      }}
    />
  );
}
