import { type ReactNode, useId } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface AccountSettingsCardProps {
  /** Which one: its texts are `account.<section>.title` and `.text`. */
  section: 'delete' | 'export';
  /** The action: its button, and what goes with it (its dialog, its progress). */
  children: ReactNode;
}

/**
 * One thing the account settings page lets a user do with their account, such as deleting it:
 * a section named by its heading, what the action means in a sentence, then the action.
 */
export function AccountSettingsCard({ section, children }: AccountSettingsCardProps) {
  const { t } = useTranslation('accounts');
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg" id={titleId}>
          {t(`account.${section}.title`)}
        </Title>
        <Text size="sm">{t(`account.${section}.text`)}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
