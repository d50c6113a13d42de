'use client';
import { useEffect, useEffectEvent, useState } from 'react';
import { Field } from '@/components/ui/input';
import { control } from './controls';

const DEBOUNCE_MS = 300;

/**
 * The text is local while typing and reaches the URL 300 ms after the last key, so each keystroke does
 * not fire a request. A value changed from outside (back button, clear filters) replaces the text.
 */
export function SearchBox({
  value,
  onCommit,
  label,
  placeholder,
}: {
  value: string;
  onCommit: (v: string) => void;
  label: string;
  placeholder: string;
}) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== committed) {
      setText(value);
      setCommitted(value);
    }
  }
  const commit = (v: string) => {
    setCommitted(v);
    onCommit(v);
  };
  const commitLater = useEffectEvent(commit);
  useEffect(() => {
    const v = text.trim();
    if (v === committed) return;
    const timer = setTimeout(() => commitLater(v), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed]);
  return (
    <Field label={label}>
      {(p) => (
        <input
          {...p}
          type="search"
          value={text}
          placeholder={placeholder}
          maxLength={100}
          className={`${control} w-64`}
          onChange={(e) => setText(e.target.value)}
          // Enter searches at once instead of waiting for the debounce.
          onKeyDown={(e) => {
            if (e.key === 'Enter' && text.trim() !== committed) commit(text.trim());
          }}
        />
      )}
    </Field>
  );
}
