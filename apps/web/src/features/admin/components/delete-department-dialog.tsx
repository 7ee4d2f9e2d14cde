import type { FormEvent } from 'react';
import { Alert, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api-client';
import { useForm } from '@/lib/use-form';
import { useDeleteDepartment } from '../api/delete-department';
import { useDepartments } from '../api/get-departments';
import { type DepartmentDialogProps, DepartmentFormDialog } from './department-dialog';

interface Values {
  reason: string;
  hand_over_to: string | null;
}

/**
 * Role 1 deletes a department, saying why; while it is in charge of statements, they choose the
 * department that takes them all (the server refuses the deletion otherwise). Cancel has focus.
 */
export function DeleteDepartmentDialog({ department, opened, onClose }: DepartmentDialogProps) {
  const { t } = useTranslation('admin');
  const remove = useDeleteDepartment();
  const others = (useDepartments(opened).data ?? []).filter((other) => other.id !== department.id);
  const inCharge = department.statements > 0;
  const form = useForm<Values>({ reason: '', hand_over_to: null }, (values) => ({
    ...(values.reason.trim() === '' && { reason: 'validation.reason_required' }),
    ...(inCharge && values.hand_over_to === null && { hand_over_to: 'validation.required' }),
  }));
  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(
      remove,
      {
        departmentId: department.id,
        reason: form.values.reason,
        handOverTo: form.values.hand_over_to === null ? null : Number(form.values.hand_over_to),
      },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('departments.deleted', { name: department.name }),
          });
          onClose();
        },
        onError: (error) => {
          form.showServerErrors(error);
          notifications.show({ color: 'red', message: apiErrorText(error) });
        },
      },
    );
  };
  return (
    <DepartmentFormDialog
      opened={opened}
      onClose={close}
      title={t('departments.deleteTitle', { name: department.name })}
      onSubmit={onSubmit}
      reason={form.inputProps('reason')}
      submitLabel={t('departments.delete')}
      busy={form.busy}
      destructive
    >
      <Text>{t('departments.deleteText')}</Text>
      {inCharge && (
        <Alert color="orange">{t('departments.inCharge', { count: department.statements })}</Alert>
      )}
      {inCharge && (
        <Select
          label={t('departments.handOverTo')}
          placeholder={t('departments.handOverPlaceholder')}
          required
          data={others.map((other) => ({ value: String(other.id), label: other.name }))}
          nothingFoundMessage={t('departments.noOther')}
          {...form.fieldProps('hand_over_to')}
        />
      )}
    </DepartmentFormDialog>
  );
}
