import type { ReactNode } from 'react';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { EVENT_TEXT_LIMITS, type EventDetail } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { CategoryMultiSelect } from '@/components/category-select';
import { LongTextField } from '@/components/long-text-field';
import { placePicker } from '@/components/map/place-picker-modal';
import { PlaceField, placeFieldOf } from '@/components/place-field';
import { UploadStatus } from '@/components/upload-status';
import { useUploadForm } from '@/lib/use-upload-form';
import { useValidationMessage } from '@/lib/validation-message';
import { useSaveEvent } from '../api/save-event';
import {
  eventValues,
  newEventValues,
  toFormData,
  validateEventForm,
  type EventFormValues,
} from './event-form-values';
import { DateField } from './date-field';
import { ImageUploadField } from './image-upload-field';

interface EventFormProps {
  /** The event being edited; absent on the create page. */
  event?: EventDetail;
  onSaved: (id: number) => void;
  /** Extra actions beside the submit button (the edit page's delete). */
  actions?: ReactNode;
}

/** SPEC §2 create/edit event form; the submitting flag blocks a second submit. */
export function EventForm({ event, onSaved, actions }: EventFormProps) {
  const { t } = useTranslation('events');
  const message = useValidationMessage();
  const save = useSaveEvent();
  const form = useUploadForm(
    () => (event ? eventValues(event) : newEventValues()),
    (current: EventFormValues) => validateEventForm(current, { requireImages: !event }),
    { fieldOf: placeFieldOf },
  );
  const { values, setValue, errorOf } = form;
  const disabled = form.busy;

  const submit = form.submitTo(
    save,
    () => ({ id: event?.id, form: toFormData(values) }),
    ({ id }) => onSaved(id),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={event ? t('edit.title') : t('new.title')}>
      <Stack gap="md">
        <TextInput
          label={t('form.title')}
          required
          {...form.inputProps('title', EVENT_TEXT_LIMITS.title)}
          disabled={disabled}
        />
        <CategoryMultiSelect
          label={t('form.categories')}
          placeholder={t('form.categoriesPlaceholder')}
          value={values.categories}
          onChange={(value) => setValue('categories', value)}
          // SPEC §5: marked when empty, but it does not block the submit.
          error={
            form.attempted && values.categories.length === 0
              ? message('validation.category_required')
              : errorOf('categories')
          }
          disabled={disabled}
        />
        <PlaceField
          label={t('form.place')}
          picker={placePicker}
          disabled={disabled}
          {...form.fieldProps('place')}
        />
        <SimpleGrid cols={2}>
          {(['start', 'end'] as const).map((end) => (
            <Stack key={end} gap="xs">
              <DateField
                label={t(`form.${end}_date`)}
                required
                valueFormat="YYYY-MM-DD"
                value={values[`${end}_date`] || null}
                onChange={(value) => setValue(`${end}_date`, value ?? '')}
                error={errorOf(`${end}_date`)}
                disabled={disabled}
              />
              <TimeInput
                label={t(`form.${end}_time`)}
                description={t('form.optional')}
                value={values[`${end}_time`]}
                onChange={(change) => setValue(`${end}_time`, change.currentTarget.value)}
                error={errorOf(`${end}_time`)}
                disabled={disabled}
              />
            </Stack>
          ))}
        </SimpleGrid>
        <TextInput
          label={t('form.company_name')}
          description={t('form.optional')}
          {...form.inputProps('company_name', EVENT_TEXT_LIMITS.company_name)}
          disabled={disabled}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {(['company_logo_img', 'event_img'] as const).map((field) => (
            <ImageUploadField
              key={field}
              label={t(`form.${field}`)}
              required={!event && field === 'event_img'}
              file={values[field]}
              currentUrl={event?.[field]}
              onChange={(file) => setValue(field, file)}
              error={errorOf(field)}
              disabled={disabled}
            />
          ))}
        </SimpleGrid>
        <LongTextField
          label={t('form.description')}
          required
          rows={4}
          {...form.inputProps('description', EVENT_TEXT_LIMITS.description)}
          disabled={disabled}
        />
        <UploadStatus
          pending={form.busy}
          progress={form.progress}
          error={save.error}
          label={t('form.uploading')}
        />
        <Group justify="space-between">
          <Button type="submit" loading={form.busy}>
            {event ? t('form.update') : t('form.create')}
          </Button>
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
