import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck, IconUserPlus } from '@tabler/icons-react';
import { ACCOUNT_LIMITS } from '@iagree/contract';
import { Trans, useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';
import type { SignupResume } from '@/lib/login-modal';
import { paths } from '@/lib/paths';
import { useForm } from '@/lib/use-form';
import { useSignUp } from '../api/sign-up';
import { AccountErrorModal } from './account-error-modal';
import { AccountForm } from './account-form';
import { EmailField, NewPasswordFields } from './account-fields';
import { emptySignup, signupFormSchema, toSignupBody } from './signup-values';
import { type SwitchView, ViewLink } from './view-link';

/** Opens in a new tab so that what the user typed in the form stays. */
function PolicyLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Anchor href={to} target="_blank" rel="noopener" inherit>
      {children}
    </Anchor>
  );
}

/**
 * SPEC §5: name, e-mail, password and confirmation are required, the locale of the cookie is
 * sent; SPEC §4: success tells the user to look for the activation mail.
 */
export function SignupForm({
  onSwitchView,
  resume,
}: {
  onSwitchView: SwitchView;
  resume?: SignupResume;
}) {
  const { t } = useTranslation('accounts');
  const form = useForm(emptySignup, signupFormSchema);
  const signUp = useSignUp();

  const submit = () => {
    form.submit(signUp, toSignupBody(form.values, currentLocale(), resume));
  };

  if (signUp.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" icon={<IconMailCheck />} title={t('signup.sentTitle')} role="status">
          {signUp.data.message}
        </Alert>
        <Button variant="light" onClick={() => onSwitchView('login')}>
          {t('signup.toLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {resume && <Text size="sm">{t(resume.agree ? 'signup.resumeAgree' : 'signup.resume')}</Text>}
      <AccountForm
        label={t('signup.title')}
        onSubmit={submit}
        pending={form.busy}
        submitLabel={t('signup.submit')}
        submitIcon={<IconUserPlus size={18} />}
      >
        <TextInput
          label={t('signup.name')}
          autoComplete="name"
          withAsterisk
          maxLength={ACCOUNT_LIMITS.name}
          data-autofocus
          {...form.inputProps('name', ACCOUNT_LIMITS.name)}
        />
        <EmailField {...form.inputProps('email')} />
        <NewPasswordFields
          labels={{
            password: t('signup.password'),
            confirmation: t('signup.passwordConfirmation'),
          }}
          password={form.inputProps('password')}
          confirmation={form.inputProps('password_confirmation')}
        />
        <Checkbox
          label={
            <Trans
              t={t}
              i18nKey="signup.policy"
              components={{
                terms: <PolicyLink to={paths.termsOfUse} />,
                policy: <PolicyLink to={paths.policy} />,
              }}
            />
          }
          checked={form.values.policy}
          onChange={(event) => form.setValue('policy', event.currentTarget.checked)}
          error={form.errorOf('policy')}
          mt="xs"
        />
      </AccountForm>
      <ViewLink view="login" onSwitchView={onSwitchView} lead={t('signup.haveAccount')}>
        {t('signup.toLogin')}
      </ViewLink>
      <AccountErrorModal error={signUp.error} onClose={signUp.reset} />
    </Stack>
  );
}
