import type { FormEvent } from 'react';
import { Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldCheck } from '@tabler/icons-react';
import { budgetVerificationBodySchema, MAX_BUDGET_CODE_LENGTH } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form-card';
import { useForm } from '@/lib/use-form';
import { useVerifyResident } from '../api/verify-resident';

/** A budget that asks for the resident check: the code from the city's letter, once. */
export function VerifyResidentForm({ budgetId }: { budgetId: number }) {
  const { t } = useTranslation('budgets');
  const verify = useVerifyResident(budgetId);
  const form = useForm({ code: '' }, budgetVerificationBodySchema);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(verify, form.values.code, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('verify.done') }),
    });
  };
  return (
    <FormCard
      title={t('verify.title')}
      onSubmit={onSubmit}
      submitLabel={t('verify.submit')}
      submitIcon={<IconShieldCheck size={16} />}
      busy={form.busy}
    >
      <Text size="sm" c="gray.7">
        {t('verify.hint')}
      </Text>
      <TextInput
        label={t('verify.code')}
        autoComplete="one-time-code"
        maxLength={MAX_BUDGET_CODE_LENGTH}
        withAsterisk
        {...form.inputProps('code')}
      />
    </FormCard>
  );
}
