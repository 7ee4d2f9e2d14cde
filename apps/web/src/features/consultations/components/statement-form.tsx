import type { FormEvent } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  consultationStatementBodySchema,
  MAX_CONSULTATION_STATEMENT_LENGTH,
} from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { LongTextField } from '@/components/long-text-field';
import { useForm } from '@/lib/use-form';
import { useAddConsultationStatement } from '../api/add-consultation-statement';

/** A participant proposes a statement; it waits for approval unless they run the consultation. */
export function StatementForm({ consultationId }: { consultationId: number }) {
  const { t } = useTranslation('consultations');
  const form = useForm({ text: '' }, consultationStatementBodySchema);
  const mutation = useAddConsultationStatement();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(
      mutation,
      { consultationId, text: form.values.text },
      {
        onSuccess: ({ data }) => {
          form.reset();
          notifications.show({
            color: 'teal',
            message: t(data.status === 'approved' ? 'add.approved' : 'add.pending'),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby="consultation-add-heading">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="consultation-add-heading">
          {t('add.heading')}
        </Title>
        <LongTextField
          label={t('add.label')}
          {...form.inputProps('text', MAX_CONSULTATION_STATEMENT_LENGTH)}
          maxLength={MAX_CONSULTATION_STATEMENT_LENGTH}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.busy} disabled={!form.values.text.trim()}>
            {t('add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
