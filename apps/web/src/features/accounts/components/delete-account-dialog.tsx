import { type FormEvent, useState } from 'react';
import { Alert, Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CurrentUser } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/modal';
import { PasswordField } from '@/components/password-field';
import { apiErrorText } from '@/lib/api-client';
import { useLogout } from '@/lib/auth';
import { loginPath, paths } from '@/lib/paths';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountDialogProps {
  user: CurrentUser;
  opened: boolean;
  onClose: () => void;
}

/**
 * Says what goes and what stays, then deletes the account: confirmed by the password, or, for
 * an account made by Facebook or LINE, by a login of the last 10 minutes (the server checks
 * it; when it is too old, the way on is to log in again). Done, the person lands on home.
 */
export function DeleteAccountDialog({ user, opened, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [deleteContent, setDeleteContent] = useState(false);
  const remove = useDeleteAccount({
    onDeleted: (message) => {
      navigate(paths.home, { flushSync: true });
      notifications.show({ color: 'teal', message });
    },
  });
  const logout = useLogout({
    onSuccess: () => navigate(loginPath(paths.accountSettings), { flushSync: true }),
  });
  const error = remove.error && apiErrorText(remove.error);

  const close = () => {
    setPassword('');
    setDeleteContent(false);
    remove.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (user.has_password && !password) return;
    remove.mutate({
      ...(user.has_password && { password }),
      delete_content: deleteContent,
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('account.delete.dialogTitle')} size="lg">
      <form onSubmit={submit}>
        <Stack gap="md">
          <div>
            <Text fw={700} size="sm">
              {t('account.delete.deletedTitle')}
            </Text>
            <List size="sm" spacing={2}>
              {t('account.delete.deleted', { returnObjects: true }).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </div>
          <div>
            <Text fw={700} size="sm">
              {t('account.delete.keptTitle')}
            </Text>
            <List size="sm" spacing={2}>
              {t('account.delete.kept', { returnObjects: true }).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </div>
          <Checkbox
            label={t('account.delete.deleteContent')}
            description={t('account.delete.deleteContentHint')}
            checked={deleteContent}
            onChange={(event) => setDeleteContent(event.currentTarget.checked)}
          />
          {user.has_password ? (
            <PasswordField
              label={t('account.delete.password')}
              description={t('account.delete.passwordHint')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                if (remove.isError) remove.reset();
              }}
              error={error}
              required
              data-autofocus
            />
          ) : (
            <>
              <Alert
                color="blue"
                variant="light"
                // What to know, not a warning: Mantine's default role is "alert".
                role="note"
                title={t('account.delete.freshLoginTitle')}
              >
                {t('account.delete.freshLogin')}
              </Alert>
              {error && (
                <Alert color="red" variant="light" role="alert">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{error}</Text>
                    <Button
                      variant="default"
                      size="xs"
                      onClick={() => logout.mutate()}
                      loading={logout.isPending}
                    >
                      {t('account.delete.loginAgain')}
                    </Button>
                  </Stack>
                </Alert>
              )}
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus={!user.has_password}>
              {t('account.delete.cancel')}
            </Button>
            <Button
              type="submit"
              color="red"
              loading={remove.isPending}
              disabled={user.has_password && !password}
            >
              {t('account.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
