import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useLoginModal } from '@/lib/login-modal';
import { paths } from '@/lib/paths';
import { usePasswordReset } from '../api/get-password-reset';
import { AccountPage } from '../components/account-page';
import { ResetPasswordForm } from '../components/reset-password-form';

/**
 * SPEC §2/§4: the token is checked first and the form shown only when it is valid. After the
 * change the user goes to / where the login modal opens, filled in, with the success message.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  const { resetToken = '' } = useParams();
  const check = usePasswordReset(resetToken);
  const navigate = useNavigate();
  const loginModal = useLoginModal();

  const onChanged = async (email: string, message: string) => {
    await navigate(paths.home, { replace: true });
    loginModal.open('login', { email, notice: message });
  };

  return (
    <AccountPage title={t('resetPassword.title')} intro={t('resetPassword.intro')}>
      {check.isPending && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('resetPassword.checking')}</Text>
        </Group>
      )}
      {check.isError && (
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {check.error.message}
          </Alert>
          <Button component={Link} to={paths.forgotPassword} variant="light">
            {t('resetPassword.requestNew')}
          </Button>
        </Stack>
      )}
      {check.isSuccess && (
        <ResetPasswordForm
          email={check.data.email}
          token={check.data.token}
          onChanged={onChanged}
        />
      )}
    </AccountPage>
  );
}
