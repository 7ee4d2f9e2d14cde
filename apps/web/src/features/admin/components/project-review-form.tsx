import type { FormEvent } from 'react';
import { Button, Group, NumberInput, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type BudgetProject,
  type BudgetReviewBody,
  budgetReviewBodySchema,
  MAX_BUDGET_EXPLANATION_LENGTH,
} from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { LongTextField } from '@/components/long-text-field';
import { fieldIssues, useForm } from '@/lib/use-form';
import { useReviewBudgetProject } from '../api/review-budget-project';

interface ReviewValues {
  feasible: 'yes' | 'no';
  price: string | number;
  explanation: string;
}

const reviewOf = (values: ReviewValues): BudgetReviewBody => ({
  feasible: values.feasible === 'yes',
  price: values.price === '' ? Number.NaN : Number(values.price),
  explanation: values.explanation,
});

/** Role 1's review of one project while the budget is reviewing: feasible, price, why. */
export function ProjectReviewForm({
  budgetId,
  project,
}: {
  budgetId: number;
  project: BudgetProject;
}) {
  const { t } = useTranslation('admin');
  const review = useReviewBudgetProject();
  const form = useForm<ReviewValues>(
    {
      feasible: project.feasible === false ? 'no' : 'yes',
      price: project.price,
      explanation: project.explanation ?? '',
    },
    (values) => fieldIssues(budgetReviewBodySchema, reviewOf(values)),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(
      review,
      { budgetId, projectId: project.id, review: reviewOf(form.values) },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t('budgets.reviewed', { title: project.title }),
          }),
      },
    );
  };
  const labelId = `review-${project.id}`;
  return (
    <Paper withBorder radius="sm" p="sm" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Text fw={700} id={labelId}>
          {project.title}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          value={form.values.feasible}
          onChange={(value) => form.setValue('feasible', value as ReviewValues['feasible'])}
          data={[
            { value: 'yes', label: t('budgets.feasible') },
            { value: 'no', label: t('budgets.infeasible') },
          ]}
        />
        <NumberInput
          label={t('budgets.price')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          hideControls
          {...form.fieldProps('price')}
        />
        <LongTextField
          label={t('budgets.explanation')}
          withAsterisk
          maxLength={MAX_BUDGET_EXPLANATION_LENGTH}
          {...form.inputProps('explanation', MAX_BUDGET_EXPLANATION_LENGTH)}
        />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={form.busy}>
            {t('budgets.saveReview')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
