import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

interface AccountSettingsCardProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** What the action means, in a sentence. */
  text: string;
  /** The action: its button, and what goes with it (its dialog, its progress). */
  children: ReactNode;
}

/** One thing the account settings page lets a user do with their account, such as deleting it. */
export function AccountSettingsCard({ titleId, title, text, children }: AccountSettingsCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg" id={titleId}>
          {title}
        </Title>
        <Text size="sm">{text}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
