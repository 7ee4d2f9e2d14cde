import type { FormEvent } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  consultationBodySchema,
  MAX_CONSULTATION_DESCRIPTION_LENGTH,
  MAX_CONSULTATION_TITLE_LENGTH,
} from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LongTextField } from '@/components/long-text-field';
import { PageHeading } from '@/components/page-heading';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useForm } from '@/lib/use-form';
import { useCreateConsultation } from '../api/create-consultation';

const formSchema = consultationBodySchema.pick({ title: true, description: true });

/**
 * Starts a consultation, of the event named by `?event=` when there is one; the server says
 * whether the person may (role 1, or that event's organiser). Its page then takes the first
 * statements, approved at once from who runs it.
 */
export function NewConsultationPage() {
  const { t } = useTranslation('consultations');
  const navigate = useNavigate();
  const eventId = Number(useSearchParams()[0].get('event')) || null;
  const form = useForm({ title: '', description: '' }, formSchema);
  const mutation = useCreateConsultation();
  const forbidden = mutation.error instanceof ApiError && mutation.error.status === 403;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(
      mutation,
      { ...form.values, event_id: eventId },
      {
        onSuccess: ({ id }) => {
          notifications.show({ color: 'teal', message: t('create.created') });
          void navigate(paths.consultation(id));
        },
      },
    );
  };

  return (
    <Stack maw={640} mx="auto">
      <PageHeading title={t('create.title')} intro={t('create.intro')} />
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('create.name')}
            required
            {...form.inputProps('title', MAX_CONSULTATION_TITLE_LENGTH)}
          />
          <LongTextField
            label={t('create.description')}
            required
            rows={4}
            {...form.inputProps('description', MAX_CONSULTATION_DESCRIPTION_LENGTH)}
          />
          {forbidden && (
            <Alert color="red" role="alert">
              {t('create.forbidden')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={form.busy}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
