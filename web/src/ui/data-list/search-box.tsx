import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { FILTER_SEARCH_DEBOUNCE_MS } from '@tandem/shared/core/timing';
import { useState } from 'react';

type SearchBoxProps = {
  label: string;
  /** The applied search text; a change from outside (a reset) replaces what is typed. */
  value: string;
  /** Called 500 ms after the last keystroke (spec §9 filter search debounce). */
  onSearch: (text: string) => void;
  delayMs?: number;
};

/** A search box that tells its list only once typing pauses. */
export function SearchBox({ label, value, onSearch, delayMs = FILTER_SEARCH_DEBOUNCE_MS }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const [sent, setSent] = useState(value);
  // The applied value changed from outside (filters reset): show it, unless it is what this box
  // sent (the user may have typed on meanwhile). React's "adjust state when a prop changes".
  if (value !== applied) {
    setApplied(value);
    if (value !== sent) setText(value);
  }
  const debounced = useDebouncedCallback((next: string) => {
    setSent(next.trim());
    onSearch(next.trim());
  }, delayMs);
  return (
    <TextInput
      type="search"
      label={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
      w={280}
    />
  );
}
