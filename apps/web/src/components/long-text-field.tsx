import { Textarea, type TextareaProps } from '@mantine/core';

/** Past this many lines a text scrolls inside its field: the form's button stays in reach. */
const MAX_ROWS = 12;

interface LongTextFieldProps extends Omit<TextareaProps, 'autosize' | 'minRows'> {
  /** Lines shown while it is empty. */
  rows?: number;
}

/** A text written at some length: it grows with what is typed, from `rows` lines to MAX_ROWS. */
export function LongTextField({ rows = 2, maxRows = MAX_ROWS, ...props }: LongTextFieldProps) {
  return <Textarea autosize minRows={rows} maxRows={Math.max(rows, maxRows)} {...props} />;
}
