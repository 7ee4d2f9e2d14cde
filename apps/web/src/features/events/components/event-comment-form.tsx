import { type FormEvent, useState } from 'react';
import { ActionIcon, Alert, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { MAX_EVENT_COMMENT_LENGTH } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { placePicker } from '@/components/map/place-picker-modal';
import { useValidationMessage } from '@/lib/validation-message';
import { useCreateEventComment } from '../api/create-event-comment';
import { apiFieldErrors } from '@/lib/api-client';
import { emptyPlace, isEmptyPlace, PlaceField, type PlaceValue } from '@/components/place-field';

interface EventCommentFormProps {
  eventId: number;
}

/** SPEC §2: a comment with an optional place, sent with the send icon. */
export function EventCommentForm({ eventId }: EventCommentFormProps) {
  const { t } = useTranslation('events');
  const message = useValidationMessage();
  const [comment, setComment] = useState('');
  const [place, setPlace] = useState<PlaceValue>(emptyPlace);
  const mutation = useCreateEventComment(eventId);
  const commentError = apiFieldErrors(mutation.error).comment;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim() || mutation.isPending) return;
    mutation.mutate(
      { comment, location: isEmptyPlace(place) ? null : place },
      {
        onSuccess: () => {
          setComment('');
          setPlace(emptyPlace);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t('comments.formLabel')}>
      <Stack gap="xs">
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <Textarea
            label={t('comments.label')}
            placeholder={t('comments.placeholder')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={MAX_EVENT_COMMENT_LENGTH}
            autosize
            minRows={1}
            maxRows={6}
            style={{ flex: 1 }}
            error={commentError?.map(message).join(' ')}
          />
          <ActionIcon
            type="submit"
            size="lg"
            mb={commentError ? 24 : 2}
            aria-label={t('comments.send')}
            loading={mutation.isPending}
            disabled={!comment.trim()}
          >
            <IconSend size={18} />
          </ActionIcon>
        </Group>
        <PlaceField
          label={t('comments.place')}
          value={place}
          onChange={setPlace}
          picker={placePicker}
          disabled={mutation.isPending}
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
