import { Badge, Button, Group, Paper, Stack, Text, type ButtonVariant } from '@mantine/core';
import type { ReportedTarget } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import type { ModerationAction } from '../api/moderate-target';

/** Where a reported thing can be read in the app. */
function linkOf(target: ReportedTarget): string {
  switch (target.target_type) {
    case 'statement':
      return paths.statement(target.target_id);
    case 'comment':
      return paths.statement(target.parent_id ?? 0);
    case 'event':
      return paths.eventDetail(target.target_id);
    case 'event_comment':
      return paths.eventDetail(target.parent_id ?? 0);
  }
}

/** Role 1's actions on a reported thing, as buttons: hiding what is shown, deleting what can be. */
function actionsOn(target: ReportedTarget) {
  const actions: { action: ModerationAction; color: string; variant: ButtonVariant }[] = [
    { action: 'hide', color: 'orange', variant: 'filled' },
    { action: 'restore', color: 'teal', variant: 'light' },
    { action: 'delete', color: 'red', variant: 'light' },
    { action: 'block', color: 'red', variant: 'outline' },
  ];
  return actions.filter(
    ({ action }) =>
      (action !== 'hide' || target.hidden_reason === null) &&
      (action !== 'delete' || target.target_type !== 'event_comment'),
  );
}

interface ReportedTargetCardProps {
  target: ReportedTarget;
  onAction: (action: ModerationAction, target: ReportedTarget) => void;
}

/** One reported thing: what and whose it is, its reports summed up, and role 1's actions. */
export function ReportedTargetCard({ target, onAction }: ReportedTargetCardProps) {
  const { t, i18n } = useTranslation('moderation');
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(target.last_reported_at));
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      data-target={`${target.target_type}-${target.target_id}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs">
            <Badge variant="light" radius="sm">
              {t(`targets.${target.target_type}`)}
            </Badge>
            {target.hidden_reason && (
              <Badge color="orange" variant="light" radius="sm">
                {t(`hiddenBy.${target.hidden_reason}`)}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" component="time" dateTime={target.last_reported_at}>
            {when}
          </Text>
        </Group>
        <Text component={Link} to={linkOf(target)} fw={600} style={{ wordBreak: 'break-word' }}>
          {target.excerpt}
        </Text>
        <Text size="sm" c="gray.7">
          {t('report.author', { name: target.author_name })}
          {target.author_blocked && ` · ${t('report.blocked')}`}
        </Text>
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {t('report.count', { count: target.reports_count })}
          </Text>
          {target.reasons.map(({ reason, count }) => (
            <Badge key={reason} color="red" variant="outline" radius="sm" tt="none">
              {t(`reasons.${reason}`)} × {count}
            </Badge>
          ))}
        </Group>
        {target.details.map((detail, index) => (
          <Text key={index} size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            “{detail}”
          </Text>
        ))}
        <Group gap="xs">
          {actionsOn(target).map(({ action, color, variant }) => (
            <Button
              key={action}
              size="xs"
              color={color}
              variant={variant}
              onClick={() => onAction(action, target)}
            >
              {action === 'block' && target.author_blocked
                ? t('actions.unblock')
                : t(`actions.${action}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
