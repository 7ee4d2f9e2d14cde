import '@mantine/dates/styles.css';
import 'dayjs/locale/ja';
import type { FormEvent, ReactNode } from 'react';
import { Button, Group, MultiSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { EventDetail } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { placePicker } from '@/components/map/place-picker-modal';
import { useUploadForm } from '@/lib/use-upload-form';
import { useValidationMessage } from '@/lib/validation-message';
import { useCategories } from '@/lib/categories';
import { useSaveEvent } from '../api/save-event';
import { apiFieldErrors } from '@/lib/api-client';
import {
  eventValues,
  newEventValues,
  toFormData,
  validateEventForm,
  type EventFormValues,
} from './event-form-values';
import { ImageUploadField } from './image-upload-field';
import { UploadStatus } from '@/components/upload-status';
import { PlaceField } from '@/components/place-field';

interface EventFormProps {
  /** The event being edited; absent on the create page. */
  event?: EventDetail;
  onSaved: (id: number) => void;
  /** Extra actions beside the submit button (the edit page's delete). */
  actions?: ReactNode;
}

/** SPEC §2 create/edit event form; the submitting flag blocks a second submit. */
export function EventForm({ event, onSaved, actions }: EventFormProps) {
  const { t, i18n } = useTranslation('events');
  const message = useValidationMessage();
  const categories = useCategories();
  const save = useSaveEvent();
  const { values, set, attempted, clientErrors, progress, setProgress, ready, reset } =
    useUploadForm(
      () => (event ? eventValues(event) : newEventValues()),
      (current: EventFormValues) => validateEventForm(current, { requireImages: !event }),
    );
  const serverErrors = apiFieldErrors(save.error);
  const errorOf = (field: keyof typeof serverErrors & string) => {
    const key = clientErrors[field as keyof typeof clientErrors];
    return key ? message(key) : serverErrors[field]?.join(' ');
  };
  const disabled = save.isPending;

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (save.isPending || !ready()) return;
    save.mutate(
      { id: event?.id, form: toFormData(values), onProgress: setProgress },
      {
        onSuccess: ({ id }) => {
          if (!event) reset();
          onSaved(id);
        },
      },
    );
  };

  const hasFieldErrors = Object.keys(serverErrors).length > 0;
  return (
    <form onSubmit={submit} noValidate aria-label={event ? t('edit.title') : t('new.title')}>
      <Stack gap="md">
        <TextInput
          label={t('form.title')}
          required
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errorOf('title')}
          disabled={disabled}
        />
        <MultiSelect
          label={t('form.categories')}
          placeholder={values.categories.length ? undefined : t('form.categoriesPlaceholder')}
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.category }))}
          value={values.categories}
          onChange={(value) => set('categories', value)}
          // SPEC §5: marked when empty, but it does not block the submit.
          error={
            attempted && values.categories.length === 0
              ? message('validation.category_required')
              : errorOf('categories')
          }
          clearable
          searchable
          disabled={disabled}
        />
        <PlaceField
          label={t('form.place')}
          value={values.place}
          onChange={(place) => set('place', place)}
          picker={placePicker}
          disabled={disabled}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {(['start_date', 'end_date'] as const).map((field) => (
            <DatePickerInput
              key={field}
              label={t(`form.${field}`)}
              required
              locale={i18n.language}
              valueFormat="YYYY-MM-DD"
              leftSection={<IconCalendar size={16} />}
              value={values[field] || null}
              onChange={(value) => set(field, value ?? '')}
              error={errorOf(field)}
              disabled={disabled}
            />
          ))}
        </SimpleGrid>
        <TextInput
          label={t('form.company_name')}
          required
          value={values.company_name}
          onChange={(e) => set('company_name', e.currentTarget.value)}
          error={errorOf('company_name')}
          disabled={disabled}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {(['company_logo_img', 'event_img'] as const).map((field) => (
            <ImageUploadField
              key={field}
              label={t(`form.${field}`)}
              required={!event}
              file={values[field]}
              currentUrl={event?.[field]}
              onChange={(file) => set(field, file)}
              error={errorOf(field)}
              disabled={disabled}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label={t('form.description')}
          required
          autosize
          minRows={4}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errorOf('description')}
          disabled={disabled}
        />
        <UploadStatus
          pending={save.isPending}
          progress={progress}
          error={hasFieldErrors ? null : save.error}
          label={t('form.uploading')}
        />
        <Group justify="space-between">
          <Button type="submit" loading={save.isPending}>
            {event ? t('form.update') : t('form.create')}
          </Button>
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
