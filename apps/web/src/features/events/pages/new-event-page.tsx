import { Suspense } from 'react';
import { Alert, Center, Grid, Loader, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { canCreateEvent } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { useCurrentUser } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { MyEventsTable } from '../components/my-events-table';
import { lazyPart } from '@/lib/lazy-part';

// Plain users only see a notice, so the form (date pickers included) loads for organisers only.
const EventForm = lazyPart(() => import('../components/event-form').then((m) => m.EventForm));

export function NewEventPage() {
  const { t } = useTranslation('events');
  const currentUser = useCurrentUser();
  const navigate = useNavigate();
  const privileged = canCreateEvent(currentUser.data);

  return (
    <>
      <PageHeading title={t('new.title')} intro={t('new.intro')} />
      {/* The route lets any logged-in user in (SPEC §6); the server refuses everyone but role 1. */}
      {!privileged ? (
        <Alert color="yellow" icon={<IconInfoCircle />} title={t('new.notAllowedTitle')}>
          {t('new.notAllowed')}
        </Alert>
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
              <Suspense
                fallback={
                  <Center py="xl">
                    <Loader aria-label={t('status.loading')} />
                  </Center>
                }
              >
                <EventForm
                  onSaved={(id) => {
                    notifications.show({ color: 'teal', message: t('new.created') });
                    // The new event's own page, not an empty form (issue 29, decision 030).
                    void navigate(paths.eventDetail(id));
                  }}
                />
              </Suspense>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <MyEventsTable />
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
