import { useEffect, useRef, useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { MAX_KEYWORD_LENGTH } from '@iagree/contract';
import { useTranslation } from 'react-i18next';

/** How long typing must pause before the list follows it. */
const TYPING_PAUSE_MS = 500;

interface SearchBoxProps {
  /** The words searched now (from the address). */
  value: string;
  onSearch: (words: string) => void;
}

/** Home's search box: searches after a pause in typing, at once with Enter; × clears it. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const [text, setText] = useState(value);
  const searched = useRef(value);
  const searchSoon = useDebouncedCallback((words: string) => {
    if (words.trim() !== searched.current) search(words);
  }, TYPING_PAUSE_MS);

  function search(words: string) {
    searchSoon.cancel();
    searched.current = words.trim();
    onSearch(words);
  }

  // Back, Forward and links change the address: the box shows what is searched then.
  useEffect(() => {
    if (value !== searched.current) {
      searched.current = value;
      setText(value);
    }
  }, [value]);

  return (
    <TextInput
      type="search"
      label={t('box.label')}
      description={t('box.hint')}
      placeholder={t('box.placeholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={MAX_KEYWORD_LENGTH}
      enterKeyHint="search"
      onChange={(event) => {
        setText(event.currentTarget.value);
        searchSoon(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
          event.preventDefault();
          if (text.trim() !== searched.current) search(text);
        }
      }}
      rightSection={
        text && (
          <CloseButton
            aria-label={t('box.clear')}
            onClick={() => {
              setText('');
              search('');
            }}
          />
        )
      }
    />
  );
}
