import { Textarea, type TextareaProps } from '@mantine/core';
import { type Department, MAX_MODERATION_REASON_LENGTH } from '@iagree/contract';
import { useTranslation } from 'react-i18next';

/** What a dialog about one department (renaming it, deleting it) is given. */
export interface DepartmentDialogProps {
  department: Department;
  opened: boolean;
  onClose: () => void;
}

/** Why role 1 renames or deletes a department, which the moderation log keeps. */
export function DepartmentReasonField(props: TextareaProps) {
  const { t } = useTranslation('admin');
  return (
    <Textarea
      label={t('departments.reason')}
      description={t('departments.reasonHint')}
      required
      autosize
      minRows={2}
      {...props}
      maxLength={MAX_MODERATION_REASON_LENGTH}
    />
  );
}
