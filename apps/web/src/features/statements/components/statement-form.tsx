import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import {
  MAX_FREE_CATEGORY_LENGTH,
  MAX_MONEY,
  MAX_STATEMENT_DESCRIPTION_LENGTH,
  MAX_STATEMENT_TITLE_LENGTH,
  type Statement,
} from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { CategoryMultiSelect } from '@/components/category-select';
import { LongTextField } from '@/components/long-text-field';
import { UploadStatus } from '@/components/upload-status';
import { placePicker } from '@/components/map/place-picker-modal';
import { PlaceField, placeFieldOf } from '@/components/place-field';
import { SegmentedChoice } from '@/components/segmented-choice';
import { useUploadForm } from '@/lib/use-upload-form';
import { useEventOptions } from '../api/get-event-options';
import { useSaveStatement } from '../api/save-statement';
import {
  newStatementValues,
  statementValues,
  toFormData,
  validateStatementForm,
} from './statement-form-values';
import { SimilarStatements } from './similar-statements';
import { StatementImagesField } from './statement-images-field';

interface StatementFormProps {
  /** The owner's copy of the statement being edited; absent when adding. */
  statement?: Statement;
  onSaved: (statement: Statement) => void;
  /** Also when a new statement's author agreed with a similar one instead (issue 17). */
  onCancel: () => void;
}

/** Fields of the call that the form shows under another field. */
const fieldOf = {
  ...placeFieldOf,
  images: 'newImages',
  added_images: 'newImages',
  removed_images: 'newImages',
};

/** SPEC §2/§4/§5: add when there is no statement, edit otherwise; one submit at a time. */
export function StatementForm({ statement, onSaved, onCancel }: StatementFormProps) {
  const { t } = useTranslation('statements');
  const events = useEventOptions();
  const save = useSaveStatement();
  const form = useUploadForm(
    () => (statement ? statementValues(statement) : newStatementValues()),
    validateStatementForm,
    { fieldOf },
  );
  const { values, setValue, errorOf } = form;
  const disabled = form.busy;

  const submit = form.submitTo(
    save,
    () => ({ id: statement?.id, form: toFormData(values, { update: Boolean(statement) }) }),
    onSaved,
  );

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
          {...form.inputProps('title', MAX_STATEMENT_TITLE_LENGTH)}
          disabled={disabled}
          data-autofocus
        />
        {!statement && <SimilarStatements title={values.title} onAgreed={onCancel} />}
        <LongTextField
          label={t('form.description')}
          placeholder={t('form.descriptionPlaceholder')}
          required
          rows={4}
          {...form.inputProps('description', MAX_STATEMENT_DESCRIPTION_LENGTH)}
          disabled={disabled}
        />
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <label htmlFor="statement-categories" style={{ fontWeight: 500, fontSize: 14 }}>
              {t('form.categories')}
            </label>
            <SegmentedChoice
              size="xs"
              value={values.categoryType}
              onChange={(value) => setValue('categoryType', value)}
              data={[
                { value: 'drop_list', label: t('form.categoryList') },
                { value: 'fill_text', label: t('form.categoryText') },
              ]}
              aria-label={t('form.categoryType')}
              disabled={disabled}
            />
          </Group>
          {values.categoryType === 'drop_list' ? (
            <CategoryMultiSelect
              id="statement-categories"
              aria-label={t('form.categories')}
              placeholder={t('form.categoriesPlaceholder')}
              disabled={disabled}
              {...form.fieldProps('categories')}
            />
          ) : (
            <TextInput
              id="statement-categories"
              aria-label={t('form.categories')}
              placeholder={t('form.freeCategoryPlaceholder')}
              {...form.inputProps('free_category', MAX_FREE_CATEGORY_LENGTH)}
              disabled={disabled}
            />
          )}
        </Stack>
        <StatementImagesField
          kept={values.keptImages}
          files={values.newImages}
          onRemoveKept={(image) =>
            form.setFields({
              keptImages: values.keptImages.filter((kept) => kept.id !== image.id),
              removedImages: [...values.removedImages, image.id],
            })
          }
          onFilesChange={(files) => setValue('newImages', files)}
          error={errorOf('newImages')}
          disabled={disabled}
        />
        <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
          <NumberInput
            label={t('form.money')}
            description={t('form.moneyHint')}
            value={values.money}
            onChange={(value) => setValue('money', typeof value === 'number' ? value : '')}
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
            {...form.fieldProps('event_code')}
            searchable
            clearable
            nothingFoundMessage={t('form.noEvents')}
            disabled={disabled}
            miw={200}
          />
        </Group>
        <PlaceField
          label={t('form.place')}
          picker={placePicker}
          disabled={disabled}
          {...form.fieldProps('place')}
        />
        <UploadStatus
          pending={form.busy}
          progress={form.progress}
          error={save.error}
          label={t('form.uploading')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={disabled}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={form.busy}>
            {statement ? t('form.update') : t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
