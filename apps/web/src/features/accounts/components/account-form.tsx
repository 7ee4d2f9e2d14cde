import type { FormEvent, ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';

interface AccountFormProps {
  /** The form's name, as screen readers announce it (its title). */
  label: string;
  /** Called on every submit; the form's own submit sends once at a time. */
  onSubmit: () => void;
  /** True while the form is being sent: the button shows it and takes no clicks. */
  pending: boolean;
  submitLabel: string;
  submitIcon: ReactNode;
  children: ReactNode;
}

/** The frame of every account form: our own checks instead of the browser's, one wide submit. */
export function AccountForm({
  label,
  onSubmit,
  pending,
  submitLabel,
  submitIcon,
  children,
}: AccountFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        {children}
        <Button type="submit" fullWidth loading={pending} leftSection={submitIcon} mt="xs">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
