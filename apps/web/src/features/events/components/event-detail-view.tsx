import { Anchor, Avatar, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import type { EventDetail } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { CategoryBadges } from '@/components/category-badges';
import { ReportButton } from '@/components/report/report-button';
import { MoreButton } from '@/components/more-button';
import { useEventStatements } from '../api/get-event-statements';
import { useUnlinkEventStatement } from '../api/link-event-statement';
import { AgreeCountBadge } from './agree-count-badge';
import { UnlinkStatementButton } from './link-statements-button';
import { formatEventDates } from './event-dates';

interface EventDetailViewProps {
  event: EventDetail;
  /** When the detail was loaded (the query's dataUpdatedAt). */
  loadedAt: number;
  /** The page shows the h1; in the modal the title is a lower heading. */
  headingOrder?: 1 | 2;
  /** Its organiser (or role 1) reads it: each linked statement can be taken off. */
  manageable?: boolean;
}

/** Image, title, dates, place, organiser, description, categories and linked statements. */
export function EventDetailView({
  event,
  loadedAt,
  headingOrder = 1,
  manageable = false,
}: EventDetailViewProps) {
  const { t } = useTranslation('events');
  const pages = useEventStatements(event, loadedAt);
  const unlink = useUnlinkEventStatement();
  const onUnlink = (link: { eventId: number; statementId: number }) =>
    unlink.mutate(link, {
      onSuccess: ({ message }) => notifications.show({ color: 'teal', message }),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  const statements = pages.data.pages.flatMap((page) => page.data);
  return (
    <Stack gap="sm">
      {event.event_img && <Image src={event.event_img} alt="" radius="md" mah={360} fit="cover" />}
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={headingOrder} fz={headingOrder === 1 ? { base: 24, sm: 28 } : 22}>
          {event.title}
        </Title>
        <ReportButton targetType="event" target={event} label={event.title} />
      </Group>
      <Group gap="xs" c="gray.7">
        <IconCalendar size={18} aria-hidden />
        <Text>{formatEventDates(event)}</Text>
      </Group>
      {event.address && (
        <Group gap="xs" c="gray.7" wrap="nowrap">
          <IconMapPin size={18} aria-hidden />
          <Text>{event.address}</Text>
        </Group>
      )}
      {(event.company_name || event.company_logo_img) && (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={event.company_logo_img} alt="" radius="sm" size={40}>
            {event.company_name.slice(0, 1)}
          </Avatar>
          <Text fw={500}>{event.company_name}</Text>
        </Group>
      )}
      <Text style={{ whiteSpace: 'pre-wrap' }}>{event.description}</Text>
      <CategoryBadges categories={event.categories} />
      <Stack gap={4} mt="sm">
        <Title order={headingOrder === 1 ? 2 : 3} fz="lg">
          {t('detail.statements')}
        </Title>
        {statements.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.noStatements', { code: event.code })}
          </Text>
        ) : (
          <List spacing={4} listStyleType="none" ml={0}>
            {statements.map((statement) => (
              <List.Item key={statement.id}>
                <Group gap="xs" wrap="nowrap">
                  <AgreeCountBadge count={statement.agree_count} />
                  <Anchor component={Link} to={paths.statement(statement.id)}>
                    {statement.title}
                  </Anchor>
                  {manageable && (
                    <UnlinkStatementButton
                      eventId={event.id}
                      statement={statement}
                      onUnlink={onUnlink}
                      pending={unlink.isPending}
                    />
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <MoreButton pages={pages}>{t('detail.moreStatements')}</MoreButton>
      </Stack>
    </Stack>
  );
}
