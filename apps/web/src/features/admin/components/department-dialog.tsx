import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Stack, type TextareaProps } from '@mantine/core';
import { type Department, MAX_MODERATION_REASON_LENGTH } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { LongTextField } from '@/components/long-text-field';
import { Modal } from '@/components/modal';

/** What a dialog about one department (renaming it, deleting it) is given. */
export interface DepartmentDialogProps {
  department: Department;
  opened: boolean;
  onClose: () => void;
}

/** Why role 1 renames or deletes a department, which the moderation log keeps. */
function DepartmentReasonField(props: TextareaProps) {
  const { t } = useTranslation('admin');
  return (
    <LongTextField
      label={t('departments.reason')}
      description={t('departments.reasonHint')}
      required
      {...props}
      maxLength={MAX_MODERATION_REASON_LENGTH}
    />
  );
}

interface DepartmentFormDialogProps {
  opened: boolean;
  /** Cancel and the dialog's own close: what was typed is forgotten. */
  onClose: () => void;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The reason field's props from the dialog's form. */
  reason: TextareaProps;
  submitLabel: string;
  busy: boolean;
  /** A deletion: its button is red, and Cancel has focus so Enter never deletes by accident. */
  destructive?: boolean;
  children?: ReactNode;
}

/** A dialog that changes a department: its own fields, then the reason, Cancel and the action. */
export function DepartmentFormDialog({
  opened,
  onClose,
  title,
  onSubmit,
  reason,
  submitLabel,
  busy,
  destructive = false,
  children,
}: DepartmentFormDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <DepartmentReasonField {...reason} />
          <Group justify="flex-end">
            {/* React writes a false data attribute as "false", which Mantine's focus trap takes. */}
            <Button variant="default" onClick={onClose} data-autofocus={destructive || undefined}>
              {t('departments.cancel')}
            </Button>
            <Button type="submit" color={destructive ? 'red' : undefined} loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
