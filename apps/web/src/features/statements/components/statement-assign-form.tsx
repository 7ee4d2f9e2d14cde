import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsExchange } from '@tabler/icons-react';
import { canAssignStatement, type Statement } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useValidationMessage } from '@/lib/validation-message';
import { useAssignStatement } from '../api/assign-statement';
import { useDepartmentNames } from '../api/get-department-names';

/**
 * Role 1, or the staff of the department in charge (any staff while none is), hands the
 * statement to another department (the detail only).
 */
export function StatementAssignForm({ statement }: { statement: Statement }) {
  const { t } = useTranslation('statements');
  const message = useValidationMessage();
  const user = useCurrentUser().data;
  const allowed = canAssignStatement(user, { department_id: statement.department?.id ?? null });
  const departments = useDepartmentNames(allowed);
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const assign = useAssignStatement();
  if (!allowed) return null;

  const choices = (departments.data ?? [])
    .filter((department) => department.id !== statement.department?.id)
    .map((department) => ({ value: String(department.id), label: department.name }));

  const submit = () => {
    if (target === null) {
      setError(message('validation.required'));
      return;
    }
    assign.mutate(
      { id: statement.id, departmentId: Number(target) },
      {
        onSuccess: ({ data }) => {
          setError(undefined);
          setTarget(null);
          notifications.show({
            color: 'teal',
            message: t('department.assigned', { name: data.department?.name ?? '' }),
          });
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.errors.department_id
              ? failure.errors.department_id.map(message).join(' ')
              : failure.message,
          ),
      },
    );
  };

  return (
    <Group align="flex-end" gap="xs" component="section" aria-label={t('department.assign')}>
      <Select
        label={t('department.assignTo')}
        data={choices}
        value={target}
        onChange={(value) => {
          setTarget(value);
          setError(undefined);
        }}
        error={error}
        searchable
        style={{ flex: 1, minWidth: 180 }}
      />
      <Button
        variant="default"
        onClick={submit}
        loading={assign.isPending}
        leftSection={<IconArrowsExchange size={16} />}
      >
        {t('department.assignSave')}
      </Button>
    </Group>
  );
}
