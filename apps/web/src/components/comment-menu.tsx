import { Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconEyeOff } from '@tabler/icons-react';
import { canHideComment, canReport, type HiddenReason, type Owned } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';
import { ActionsMenu } from './actions-menu';
import { ActionDialog } from './moderation/action-dialog';
import { useHideComment } from './moderation/set-hidden';
import { ReportMenuItem } from './report/report-button';
import { ReportModal } from './report/report-modal';

interface CommentMenuProps {
  targetType: 'comment' | 'event_comment';
  comment: Owned & { id: number; username: string; hidden_reason?: HiddenReason | null };
}

/**
 * A comment's ⋯ menu: Report for others signed in, and for role 1 Hide, with a reason the
 * moderation log keeps (issue 29). Nothing when neither is allowed.
 */
export function CommentMenu({ targetType, comment }: CommentMenuProps) {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const [reporting, report] = useDisclosure(false);
  const [hiding, hideDialog] = useDisclosure(false);
  const hide = useHideComment();
  const mayReport = canReport(user, comment);
  const mayHide = canHideComment(user, comment);
  if (!mayReport && !mayHide) return null;

  const hideNow = (reason: string) =>
    hide.mutate(
      { targetType, targetId: comment.id, reason },
      {
        onSuccess: () => {
          hideDialog.close();
          notifications.show({ color: 'teal', message: t('commentMenu.hidden') });
        },
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );

  return (
    <>
      <ActionsMenu label={t('commentMenu.label', { name: comment.username })} small>
        {mayReport && <ReportMenuItem onClick={report.open} />}
        {mayHide && (
          <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={hideDialog.open}>
            {t('commentMenu.hide')}
          </Menu.Item>
        )}
      </ActionsMenu>
      {mayReport && (
        <ReportModal
          opened={reporting}
          onClose={report.close}
          targetType={targetType}
          targetId={comment.id}
        />
      )}
      {mayHide && (
        <ActionDialog
          key={hiding ? 'open' : 'closed'}
          title={hiding ? t('commentMenu.hideTitle') : null}
          message={t('commentMenu.hideMessage', { name: comment.username })}
          // A hide no report asked for says why, for the author's sake and the log's.
          reasonRequired
          onCancel={hideDialog.close}
          onConfirm={hideNow}
          loading={hide.isPending}
        />
      )}
    </>
  );
}
