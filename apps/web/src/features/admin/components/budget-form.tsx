import type { FormEvent } from 'react';
import { Checkbox, NumberInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCoinYen } from '@tabler/icons-react';
import {
  type BudgetBody,
  budgetBodySchema,
  MAX_BUDGET_DESCRIPTION_LENGTH,
  MAX_BUDGET_TITLE_LENGTH,
} from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form-card';
import { LongTextField } from '@/components/long-text-field';
import { fieldIssues, useForm } from '@/lib/use-form';
import { useCreateBudget } from '../api/create-budget';

interface BudgetValues {
  title: string;
  description: string;
  /** NumberInput's value: a number, or '' while empty. */
  total: string | number;
  requires_verification: boolean;
}

const empty: BudgetValues = { title: '', description: '', total: '', requires_verification: false };

const bodyOf = (values: BudgetValues): BudgetBody => ({
  ...values,
  total: values.total === '' ? Number.NaN : Number(values.total),
});

/** Role 1 creates a participatory budget: its title, description, total and resident check. */
export function BudgetForm() {
  const { t } = useTranslation('admin');
  const create = useCreateBudget();
  const form = useForm(empty, (values) => fieldIssues(budgetBodySchema, bodyOf(values)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(create, bodyOf(form.values), {
      onSuccess: ({ data }) => {
        notifications.show({ color: 'teal', message: t('budgets.created', { title: data.title }) });
        form.reset(empty);
      },
    });
  };

  return (
    <FormCard
      title={t('budgets.create')}
      onSubmit={onSubmit}
      submitLabel={t('budgets.create')}
      submitIcon={<IconCoinYen size={16} />}
      busy={form.busy}
    >
      <TextInput
        label={t('budgets.title')}
        withAsterisk
        maxLength={MAX_BUDGET_TITLE_LENGTH}
        {...form.inputProps('title', MAX_BUDGET_TITLE_LENGTH)}
      />
      <LongTextField
        label={t('budgets.description')}
        withAsterisk
        maxLength={MAX_BUDGET_DESCRIPTION_LENGTH}
        {...form.inputProps('description', MAX_BUDGET_DESCRIPTION_LENGTH)}
      />
      <NumberInput
        label={t('budgets.total')}
        withAsterisk
        min={1}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        hideControls
        {...form.fieldProps('total')}
      />
      <Checkbox
        label={t('budgets.requiresVerification')}
        description={t('budgets.requiresVerificationHint')}
        checked={form.values.requires_verification}
        onChange={(event) => form.setValue('requires_verification', event.currentTarget.checked)}
      />
    </FormCard>
  );
}
