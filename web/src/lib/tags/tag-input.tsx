import { Autocomplete } from '@mantine/core';
import { TAG_TEXT_MAX } from '@tandem/shared/tags/limits';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveFailure } from '@/lib/form-support';
import { createTag, useTagSearch, type Tag } from './tags-api';
import '@/lib/i18n/en-gb-tags';

/**
 * A tag picker (spec §4: autocomplete shows options only after a minimum character count; free
 * text on Enter creates): choosing a suggestion picks that tag; Enter with no suggestion highlighted
 * creates the typed tag (the server answers the existing one when the text is already a tag).
 */
export function TagInput({
  organisationId,
  onPick,
  exclude = [],
  disabled,
  label,
  onInUse,
}: {
  organisationId: string;
  onPick: (tag: Tag) => void | Promise<void>;
  /** Ids already chosen: not offered again. */
  exclude?: readonly string[];
  disabled?: boolean;
  label?: string;
  /**
   * Whether a tag is being typed or written: from the first character until its write is answered
   * (or the text is emptied), so the owner can keep the input while a switch-off arrives meanwhile.
   */
  onInUse?: (inUse: boolean) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [typing, setTyping] = useState(false);
  const [busy, setBusy] = useState(false);
  const search = useTagSearch(organisationId, text);
  const suggestions = (search.data ?? []).filter((tag) => !exclude.includes(tag.id));
  const inUse = typing || busy;
  useEffect(() => onInUse?.(inUse), [inUse, onInUse]);

  const type = (value: string) => {
    setText(value);
    setTyping(value.trim() !== '');
  };
  const pick = async (tag: Tag) => {
    setText('');
    try {
      await onPick(tag);
    } finally {
      setTyping(false);
    }
  };
  const createTyped = async () => {
    const typed = text.trim();
    if (!typed) return;
    setBusy(true);
    try {
      await pick(await createTag(organisationId, typed));
    } catch (error) {
      showSaveFailure(error, t);
    } finally {
      setTyping(false);
      setBusy(false);
    }
  };

  return (
    <Autocomplete
      label={label ?? t('tags.inputLabel')}
      placeholder={t('tags.inputPlaceholder')}
      value={text}
      onChange={type}
      maxLength={TAG_TEXT_MAX}
      disabled={disabled || busy}
      data={suggestions.map((tag) => tag.text)}
      // Suggestions are the server's answer already; no second filter here.
      filter={({ options }) => options}
      onOptionSubmit={(chosen) => {
        const tag = suggestions.find((candidate) => candidate.text === chosen);
        if (tag) void pick(tag);
      }}
      onKeyDown={(event) => {
        // A highlighted suggestion is the combobox's to submit; otherwise Enter creates.
        if (event.key !== 'Enter' || event.currentTarget.getAttribute('aria-activedescendant')) return;
        event.preventDefault();
        void createTyped();
      }}
    />
  );
}
