import { useId, useState } from 'react';
import { Anchor, Box, Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HighlightedText } from './highlighted-text';

/** A text longer than this many characters is clamped whatever its lines. */
export const CLAMP_CHARACTERS = 280;

interface ClampedTextProps {
  children: string;
  /** How many lines a long text shows until the reader opens it. */
  lines?: number;
  size?: MantineSize;
  /** Words to mark (a search's `keywordTerms`). */
  terms?: readonly string[];
}

/**
 * A person's text (a description, a comment) as written, line breaks kept. A long one shows its
 * first lines and a "Read more" toggle. Whether it is long is told from its characters and line
 * breaks, not measured, so a text that is not clamped is never cut off.
 */
export function ClampedText({ children, lines = 4, size, terms = [] }: ClampedTextProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = children.length > CLAMP_CHARACTERS || children.split('\n').length > lines;
  return (
    <Box>
      <Text
        id={id}
        size={size}
        lineClamp={long && !open ? lines : undefined}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        <HighlightedText text={children} terms={terms} />
      </Text>
      {long && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={id}
        >
          {open ? t('clamp.less') : t('clamp.more')}
        </Anchor>
      )}
    </Box>
  );
}
