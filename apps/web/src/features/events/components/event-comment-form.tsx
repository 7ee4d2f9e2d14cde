import type { FormEvent } from 'react';
import { ActionIcon, Alert, Group, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { eventCommentBodySchema, MAX_EVENT_COMMENT_LENGTH } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { LongTextField } from '@/components/long-text-field';
import { placePicker } from '@/components/map/place-picker-modal';
import { useForm } from '@/lib/use-form';
import { useCreateEventComment } from '../api/create-event-comment';
import { emptyPlace, isEmptyPlace, PlaceField } from '@/components/place-field';

interface EventCommentFormProps {
  eventId: number;
}

const commentSchema = eventCommentBodySchema.pick({ comment: true });

/** SPEC §2: a comment with an optional place, sent with the send icon. */
export function EventCommentForm({ eventId }: EventCommentFormProps) {
  const { t } = useTranslation('events');
  const form = useForm({ comment: '', place: emptyPlace }, commentSchema);
  const mutation = useCreateEventComment(eventId);
  const { comment, place } = form.values;
  const commentError = form.errorOf('comment');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) return;
    form.submit(
      mutation,
      { comment, location: isEmptyPlace(place) ? null : place },
      { onSuccess: () => form.reset() },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t('comments.formLabel')}>
      <Stack gap="xs">
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <LongTextField
            label={t('comments.label')}
            placeholder={t('comments.placeholder')}
            {...form.inputProps('comment', MAX_EVENT_COMMENT_LENGTH)}
            maxLength={MAX_EVENT_COMMENT_LENGTH}
            rows={1}
            maxRows={6}
            style={{ flex: 1 }}
          />
          <ActionIcon
            type="submit"
            size="lg"
            mb={commentError ? 24 : 2}
            aria-label={t('comments.send')}
            loading={form.busy}
            disabled={!comment.trim()}
          >
            <IconSend size={18} />
          </ActionIcon>
        </Group>
        <PlaceField
          label={t('comments.place')}
          picker={placePicker}
          disabled={form.busy}
          {...form.fieldProps('place')}
        />
        {mutation.isError && !commentError && (
          <Alert color="red" variant="light">
            {mutation.error.message}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
