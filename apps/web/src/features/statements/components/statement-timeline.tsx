import { useId } from 'react';
import { Text, Timeline, Title } from '@mantine/core';
import { IconArrowsExchange, IconInbox, IconProgressCheck } from '@tabler/icons-react';
import type { TimelineEntry } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { STATUS_COLORS } from './statement-status';

const ICONS = {
  received: IconInbox,
  status: IconProgressCheck,
  assigned: IconArrowsExchange,
} as const;

/**
 * The statement's public timeline (issue 32): received, each status change with its official
 * answer, each hand-over, with when and which department; the latest step is marked.
 */
export function StatementTimeline({ timeline }: { timeline: TimelineEntry[] }) {
  const { t, i18n } = useTranslation('statements');
  const headingId = useId();
  if (timeline.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {t('timeline.label')}
      </Title>
      <Timeline active={timeline.length - 1} bulletSize={24} lineWidth={2} role="list">
        {timeline.map((step, index) => {
          const Icon = ICONS[step.kind];
          return (
            <Timeline.Item
              key={`${step.created_at}-${index}`}
              role="listitem"
              bullet={<Icon size={14} aria-hidden />}
              color={step.kind === 'status' ? STATUS_COLORS[step.status] : 'cyan'}
              title={
                step.kind === 'status'
                  ? t('timeline.status', { status: t(`progress.${step.status}`) })
                  : t(`timeline.${step.kind}`)
              }
            >
              <Text size="xs" c="dimmed" component="time" dateTime={step.created_at}>
                {formatDateTime(step.created_at, i18n.language)}
              </Text>
              <Text size="sm">
                {step.department
                  ? t('timeline.department', { name: step.department.name })
                  : t('timeline.noDepartment')}
              </Text>
              {step.answer && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {step.answer}
                </Text>
              )}
            </Timeline.Item>
          );
        })}
      </Timeline>
    </section>
  );
}
