import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';

interface FormCardProps {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  submitIcon: ReactNode;
  busy: boolean;
  children: ReactNode;
}

/** A form that stands as a card of its page: headed by what it does, ended by its one button. */
export function FormCard({
  title,
  onSubmit,
  submitLabel,
  submitIcon,
  busy,
  children,
}: FormCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} leftSection={submitIcon}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
