import { Alert, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { canManageEvent } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { useCurrentUser } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { useEvent } from '../api/get-event';
import { DeleteEventButton } from '../components/delete-event-button';
import { EventForm } from '../components/event-form';
import { EventQueryState } from '../components/event-query-state';

export function EditEventPage() {
  const { t } = useTranslation('events');
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const event = useEvent(id);
  const user = useCurrentUser().data;

  return (
    <>
      <PageHeading title={t('edit.title')} intro={t('edit.intro')} />
      <EventQueryState query={event}>
        {(data) =>
          // Only the owner or role 1 may change it; the server checks again.
          !canManageEvent(user, data) ? (
            <Alert color="yellow">{t('edit.notAllowed')}</Alert>
          ) : (
            <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" maw={720}>
              <EventForm
                key={data.id}
                event={data}
                onSaved={() => {
                  notifications.show({ color: 'teal', message: t('edit.updated') });
                  void navigate(paths.eventDetail(id));
                }}
                actions={
                  <DeleteEventButton eventId={id} onDeleted={() => void navigate(paths.events)} />
                }
              />
            </Paper>
          )
        }
      </EventQueryState>
    </>
  );
}
