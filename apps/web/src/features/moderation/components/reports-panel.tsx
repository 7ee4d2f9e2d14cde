import { useState } from 'react';
import { Center, Loader, Pagination, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReportedTarget } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '@/components/segmented-choice';
import { type ReportStatus, useReports } from '../api/get-reports';
import { type ModerationAction, useModerateTarget } from '../api/moderate-target';
import { ActionDialog } from '@/components/moderation/action-dialog';
import { PlainList } from '@/components/plain-list';
import { ReportedTargetCard } from './reported-target-card';

interface Pending {
  action: ModerationAction;
  target: ReportedTarget;
}

/** Reported things, most recently reported first, a page at a time, with role 1's actions. */
export function ReportsPanel() {
  const { t } = useTranslation('moderation');
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const reports = useReports(status, page);
  const moderate = useModerateTarget();
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = (reason: string) => {
    if (!pending) return;
    moderate.mutate(
      { ...pending, reason },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t(`done.${pending.action}`) });
          setPending(null);
        },
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );
  };
  const blockAction = pending?.action === 'block' && !pending.target.author_blocked;

  return (
    <Stack>
      <SegmentedChoice
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        data={[
          { value: 'open', label: t('report.open') },
          { value: 'resolved', label: t('report.resolved') },
        ]}
        w="fit-content"
      />
      {reports.isPending ? (
        <Center p="xl">
          <Loader />
        </Center>
      ) : reports.isError ? (
        <Text c="red">{reports.error.message}</Text>
      ) : reports.data.data.length === 0 ? (
        <Text c="dimmed">{t('report.empty')}</Text>
      ) : (
        <PlainList gap="sm" aria-label={t('tabs.reports')}>
          {reports.data.data.map((target) => (
            <ReportedTargetCard
              key={`${target.target_type}-${target.target_id}`}
              target={target}
              onAction={(action, chosen) => setPending({ action, target: chosen })}
            />
          ))}
        </PlainList>
      )}
      {reports.data && reports.data.meta.last_page > 1 && (
        <Pagination total={reports.data.meta.last_page} value={page} onChange={setPage} />
      )}
      <ActionDialog
        key={
          pending
            ? `${pending.action}-${pending.target.target_type}-${pending.target.target_id}`
            : 'none'
        }
        title={
          pending
            ? t(
                `actions.${pending.action === 'block' && pending.target.author_blocked ? 'unblock' : pending.action}`,
              )
            : null
        }
        message={
          pending
            ? t(
                `confirm.${pending.action === 'block' && pending.target.author_blocked ? 'unblock' : pending.action}`,
                { name: pending.target.author_name },
              )
            : ''
        }
        reasonRequired={blockAction}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
        loading={moderate.isPending}
      />
    </Stack>
  );
}
