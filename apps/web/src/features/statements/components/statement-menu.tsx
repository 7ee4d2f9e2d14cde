import { Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { ActionsMenu } from '@/components/actions-menu';
import { ReportMenuItem, useCanReport } from '@/components/report/report-button';
import { ReportModal } from '@/components/report/report-modal';
import { canDeleteStatement, canEditStatement, type Statement } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { useCurrentUser } from '@/lib/auth';
import { useDeleteStatement } from '../api/delete-statement';
import { LazyStatementFormModal } from './lazy-statement-form-modal';

/**
 * SPEC §2: the item's ellipsis menu — Edit for the owner, Delete for the owner or role 1, and
 * Report for anyone else signed in (issue 15).
 */
export function StatementMenu({
  statement,
  onDeleted,
}: {
  statement: Statement;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('statements');
  const user = useCurrentUser().data;
  const [editing, edit] = useDisclosure(false);
  const [confirming, confirm] = useDisclosure(false);
  const [reporting, report] = useDisclosure(false);
  const remove = useDeleteStatement();
  const canEdit = canEditStatement(user, statement);
  const canDelete = canDeleteStatement(user, statement);
  const canReport = useCanReport(statement);
  if (!canEdit && !canDelete && !canReport) return null;

  // The item leaves every list as soon as the server agrees, unmounting this menu before
  // mutate()'s own callbacks would run; the promise settles whatever is still on the page.
  const deleteNow = () =>
    remove.mutateAsync(statement.id).then(
      () => {
        confirm.close();
        notifications.show({ color: 'teal', message: t('toast.deleted') });
        onDeleted?.();
      },
      (error: Error) => notifications.show({ color: 'red', message: error.message }),
    );

  return (
    <>
      <ActionsMenu label={t('item.menu', { title: statement.title })}>
        {canEdit && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={edit.open}>
            {t('item.edit')}
          </Menu.Item>
        )}
        {canDelete && (
          // A Menu.Item's unshaded colour is shade 6, which reads at 3.3:1 on white.
          <Menu.Item color="red.9" leftSection={<IconTrash size={16} />} onClick={confirm.open}>
            {t('item.delete')}
          </Menu.Item>
        )}
        {canReport && <ReportMenuItem onClick={report.open} />}
      </ActionsMenu>
      {canEdit && (
        <LazyStatementFormModal opened={editing} onClose={edit.close} statementId={statement.id} />
      )}
      {canReport && (
        <ReportModal
          opened={reporting}
          onClose={report.close}
          targetType="statement"
          targetId={statement.id}
        />
      )}
      <ConfirmDeleteDialog
        opened={confirming}
        title={t('item.deleteTitle')}
        message={t('item.confirmDelete')}
        onCancel={confirm.close}
        onConfirm={deleteNow}
        loading={remove.isPending}
      />
    </>
  );
}
