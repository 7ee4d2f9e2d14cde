import type { FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isBlocked, MAX_STATEMENT_COMMENT_LENGTH } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';
import { useLoginModal } from '@/lib/login-modal';
import { lengthCounter, useForm } from '@/lib/use-form';
import { useCreateComment } from '../api/create-comment';

/**
 * The box itself keeps the contract's two rules (Comment is off while it is blank, and it takes
 * at most MAX_STATEMENT_COMMENT_LENGTH characters), and the server's answer shows under it if
 * anything else is wrong. No zod schema here: every card of the list has this box, and building
 * the contract's schemas was one of the home page's longest tasks.
 */
const noFurtherCheck = () => ({});

/**
 * SPEC §2/§4: the new-comment box and its Comment button; a sent comment clears the box. A
 * guest's comment waits for the login it asks for, then goes. A blocked user, whose comments the
 * server refuses, gets no box (the notice above every page says why).
 */
export function CommentForm({ statementId, title }: { statementId: number; title: string }) {
  const { t } = useTranslation('statements');
  const form = useForm({ comment: '' }, noFurtherCheck);
  const user = useCurrentUser().data;
  const loginModal = useLoginModal();
  const create = useCreateComment(statementId);
  const empty = !form.values.comment.trim();

  const send = () =>
    form.submit(create, form.values.comment, {
      onSuccess: () => form.reset(),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty) return;
    if (user) send();
    else loginModal.askFor('comment', statementId, send);
  };

  if (isBlocked(user)) return null;
  return (
    <form onSubmit={submit} aria-label={t('comments.formLabel', { title })}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          aria-label={t('comments.label')}
          placeholder={t('comments.placeholder')}
          {...form.inputProps('comment')}
          // Only once something is typed: every card of the list has this box.
          description={
            empty ? undefined : lengthCounter(form.values.comment, MAX_STATEMENT_COMMENT_LENGTH)
          }
          maxLength={MAX_STATEMENT_COMMENT_LENGTH}
          disabled={form.busy}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" loading={form.busy} disabled={empty}>
          {t('comments.send')}
        </Button>
      </Group>
    </form>
  );
}
