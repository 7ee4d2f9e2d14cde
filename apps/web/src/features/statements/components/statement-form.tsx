import type { FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { MAX_MONEY, type Statement } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { UploadStatus } from '@/components/upload-status';
import { placePicker } from '@/components/map/place-picker-modal';
import { PlaceField } from '@/components/place-field';
import { apiFieldErrors } from '@/lib/api-client';
import { useCategories } from '@/lib/categories';
import { useUploadForm } from '@/lib/use-upload-form';
import { useValidationMessage } from '@/lib/validation-message';
import { useEventOptions } from '../api/get-event-options';
import { useSaveStatement } from '../api/save-statement';
import {
  newStatementValues,
  type StatementFormField,
  type StatementFormValues,
  statementValues,
  toFormData,
  validateStatementForm,
} from './statement-form-values';
import { StatementImagesField } from './statement-images-field';

interface StatementFormProps {
  /** The owner's copy of the statement being edited; absent when adding. */
  statement?: Statement;
  onSaved: (statement: Statement) => void;
  onCancel: () => void;
}

/** Server fields that the form shows under another field. */
const serverFieldOf: Partial<Record<string, StatementFormField>> = {
  images: 'newImages',
  added_images: 'newImages',
  removed_images: 'newImages',
  address: 'place',
  latitude: 'place',
  longitude: 'place',
};

/** SPEC §2/§4/§5: add when there is no statement, edit otherwise; one submit at a time. */
export function StatementForm({ statement, onSaved, onCancel }: StatementFormProps) {
  const { t } = useTranslation('statements');
  const message = useValidationMessage();
  const categories = useCategories();
  const events = useEventOptions();
  const save = useSaveStatement();
  const { values, set, update, clientErrors, progress, setProgress, ready } = useUploadForm(
    () => (statement ? statementValues(statement) : newStatementValues()),
    validateStatementForm,
  );
  const serverErrors: Partial<Record<StatementFormField, string>> = {};
  for (const [field, texts] of Object.entries(apiFieldErrors(save.error))) {
    const shownAt = serverFieldOf[field] ?? (field as StatementFormField);
    serverErrors[shownAt] ??= texts.map(message).join(' ');
  }
  const errorOf = (field: StatementFormField) => {
    const key = clientErrors[field];
    return key ? message(key) : serverErrors[field];
  };
  const disabled = save.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !ready()) return;
    save.mutate(
      {
        id: statement?.id,
        form: toFormData(values, { update: Boolean(statement) }),
        onProgress: setProgress,
      },
      { onSuccess: onSaved },
    );
  };

  const hasFieldErrors = Object.keys(serverErrors).length > 0;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={statement ? t('form.editTitle') : t('form.addTitle')}
    >
      <Stack gap="md">
        <TextInput
          label={t('form.title')}
          placeholder={t('form.titlePlaceholder')}
          required
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errorOf('title')}
          disabled={disabled}
          data-autofocus
        />
        <Textarea
          label={t('form.description')}
          placeholder={t('form.descriptionPlaceholder')}
          required
          autosize
          minRows={4}
          maxRows={12}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errorOf('description')}
          disabled={disabled}
        />
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <label htmlFor="statement-categories" style={{ fontWeight: 500, fontSize: 14 }}>
              {t('form.categories')}
            </label>
            <SegmentedControl
              size="xs"
              value={values.categoryType}
              onChange={(value) =>
                set('categoryType', value as StatementFormValues['categoryType'])
              }
              data={[
                { value: 'drop_list', label: t('form.categoryList') },
                { value: 'fill_text', label: t('form.categoryText') },
              ]}
              aria-label={t('form.categoryType')}
              disabled={disabled}
            />
          </Group>
          {values.categoryType === 'drop_list' ? (
            <MultiSelect
              id="statement-categories"
              aria-label={t('form.categories')}
              placeholder={values.categories.length ? undefined : t('form.categoriesPlaceholder')}
              data={(categories.data ?? []).map((c) => ({
                value: String(c.id),
                label: c.category,
              }))}
              value={values.categories}
              onChange={(value) => set('categories', value)}
              error={errorOf('categories')}
              clearable
              searchable
              disabled={disabled}
            />
          ) : (
            <TextInput
              id="statement-categories"
              aria-label={t('form.categories')}
              placeholder={t('form.freeCategoryPlaceholder')}
              value={values.free_category}
              onChange={(e) => set('free_category', e.currentTarget.value)}
              error={errorOf('free_category')}
              disabled={disabled}
            />
          )}
        </Stack>
        <StatementImagesField
          kept={values.keptImages}
          files={values.newImages}
          onRemoveKept={(image) =>
            update((current) => ({
              ...current,
              keptImages: current.keptImages.filter((kept) => kept.id !== image.id),
              removedImages: [...current.removedImages, image.id],
            }))
          }
          onFilesChange={(files) => set('newImages', files)}
          error={errorOf('newImages')}
          disabled={disabled}
        />
        <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
          <NumberInput
            label={t('form.money')}
            description={t('form.moneyHint')}
            value={values.money}
            onChange={(value) => set('money', typeof value === 'number' ? value : '')}
            min={0}
            max={MAX_MONEY}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            suffix={t('form.yenSuffix')}
            error={errorOf('money')}
            disabled={disabled}
            miw={200}
          />
          <Select
            label={t('form.event')}
            description={t('form.eventHint')}
            placeholder={t('form.eventPlaceholder')}
            data={(events.data ?? []).map((event) => ({
              value: event.code,
              label: `${event.title} (${event.code})`,
            }))}
            value={values.event_code}
            onChange={(value) => set('event_code', value)}
            error={errorOf('event_code')}
            searchable
            clearable
            nothingFoundMessage={t('form.noEvents')}
            disabled={disabled}
            miw={200}
          />
        </Group>
        <PlaceField
          label={t('form.place')}
          value={values.place}
          onChange={(place) => set('place', place)}
          picker={placePicker}
          disabled={disabled}
        />
        {errorOf('place') && (
          <Alert color="red" variant="light">
            {errorOf('place')}
          </Alert>
        )}
        <UploadStatus
          pending={save.isPending}
          progress={progress}
          error={hasFieldErrors ? null : save.error}
          label={t('form.uploading')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={disabled}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {statement ? t('form.update') : t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
