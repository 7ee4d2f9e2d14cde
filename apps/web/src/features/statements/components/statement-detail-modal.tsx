import { Alert } from '@mantine/core';
import { Modal } from '@/components/modal';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useModalTitle } from '@/lib/use-page-meta';
import { useStatement } from '../api/get-statement';
import { usePendingAgree } from '../hooks/use-pending-agree';
import { useStatementParam } from '../hooks/use-statement-param';
import { StatementCard, type StatementPlace } from './statement-card';
import { StatementCardSkeleton } from './statement-card-skeleton';

function DetailBody({
  id,
  onLocate,
  onGone,
}: {
  id: number;
  onLocate?: (place: StatementPlace) => void;
  onGone: () => void;
}) {
  const { t } = useTranslation('statements');
  const statement = useStatement(id);
  useModalTitle(statement.data?.title);
  usePendingAgree(id, statement.isSuccess && !statement.isPlaceholderData);
  if (statement.isPending) return <StatementCardSkeleton />;
  if (statement.isError) {
    const notFound = statement.error instanceof ApiError && statement.error.status === 404;
    return (
      <Alert color={notFound ? 'gray' : 'red'} role="alert">
        {notFound ? t('detail.notFound') : statement.error.message}
      </Alert>
    );
  }
  return (
    <StatementCard
      statement={statement.data}
      headingOrder={2}
      onDeleted={onGone}
      // The list's copy shows while the detail loads; only the detail starts the pages.
      commentPages={statement.isPlaceholderData ? undefined : { loadedAt: statement.dataUpdatedAt }}
      timeline={statement.isPlaceholderData ? undefined : statement.data.timeline}
      onLocate={
        onLocate &&
        ((place) => {
          onGone();
          onLocate(place);
        })
      }
    />
  );
}

/**
 * SPEC §2: the statement detail modal, 900 wide (full screen on a phone), with its comments
 * page by page.
 * It opens from `/?statement=ID`: a shared link, the comment count, the map's info window.
 */
export function StatementDetailModal({ onLocate }: { onLocate?: (place: StatementPlace) => void }) {
  const { t } = useTranslation('statements');
  const phone = useMediaQuery('(max-width: 36em)');
  const { openId, close } = useStatementParam();
  return (
    <Modal
      opened={openId !== null}
      onClose={close}
      title={t('detail.title')}
      size={900}
      fullScreen={phone}
    >
      {openId !== null && <DetailBody id={openId} onLocate={onLocate} onGone={close} />}
    </Modal>
  );
}
