import type { FormEvent } from 'react';
import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { departmentRenameBodySchema, MAX_DEPARTMENT_NAME_LENGTH } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/use-form';
import { useRenameDepartment } from '../api/rename-department';
import { type DepartmentDialogProps, DepartmentFormDialog } from './department-dialog';

/** Role 1 gives a department a new name, saying why (the moderation log keeps both). */
export function RenameDepartmentDialog({ department, opened, onClose }: DepartmentDialogProps) {
  const { t } = useTranslation('admin');
  const rename = useRenameDepartment();
  const form = useForm({ name: department.name, reason: '' }, departmentRenameBodySchema);
  const close = () => {
    form.reset({ name: department.name, reason: '' });
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(
      rename,
      { departmentId: department.id, ...form.values },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('departments.renamed', { name: form.values.name.trim() }),
          });
          onClose();
        },
        // A taken name (409) names no field: it belongs under the name.
        onError: (error) =>
          form.showServerErrors(
            error instanceof ApiError && error.status === 409
              ? new ApiError(409, error.message, { name: [error.message] })
              : error,
          ),
      },
    );
  };
  return (
    <DepartmentFormDialog
      opened={opened}
      onClose={close}
      title={t('departments.renameTitle', { name: department.name })}
      onSubmit={onSubmit}
      reason={form.inputProps('reason')}
      submitLabel={t('departments.rename')}
      busy={form.busy}
    >
      <TextInput
        label={t('departments.name')}
        required
        data-autofocus
        {...form.inputProps('name', MAX_DEPARTMENT_NAME_LENGTH)}
      />
    </DepartmentFormDialog>
  );
}
