import { type FormEvent, useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_STATEMENT_COMMENT_LENGTH } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';
import { useLoginModal } from '@/lib/login-modal';
import { useCreateComment } from '../api/create-comment';

/**
 * SPEC §2/§4: the new-comment box and its Comment button; a sent comment clears the box. A
 * guest's comment waits for the login it asks for, then goes.
 */
export function CommentForm({ statementId, title }: { statementId: number; title: string }) {
  const { t } = useTranslation('statements');
  const [comment, setComment] = useState('');
  const user = useCurrentUser().data;
  const loginModal = useLoginModal();
  const create = useCreateComment(statementId);

  const send = () =>
    create.mutate(comment, {
      onSuccess: () => setComment(''),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim() || create.isPending) return;
    if (user) send();
    else loginModal.open('login', { then: send });
  };

  return (
    <form onSubmit={submit} aria-label={t('comments.formLabel', { title })}>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t('comments.label')}
          placeholder={t('comments.placeholder')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={MAX_STATEMENT_COMMENT_LENGTH}
          disabled={create.isPending}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" loading={create.isPending} disabled={!comment.trim()}>
          {t('comments.send')}
        </Button>
      </Group>
    </form>
  );
}
