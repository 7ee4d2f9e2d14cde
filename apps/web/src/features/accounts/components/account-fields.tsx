import { TextInput, type TextInputProps } from '@mantine/core';
import { ACCOUNT_LIMITS } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/password-field';

/** What `useForm().inputProps(field)` hands an input, and whether the modal focuses it. */
type BoundProps = Pick<TextInputProps, 'value' | 'onChange' | 'error'> & {
  'data-autofocus'?: boolean;
};

/** The required e-mail field of every account form; phones show their e-mail keyboard. */
export function EmailField(props: BoundProps) {
  const { t } = useTranslation('accounts');
  return (
    <TextInput
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      withAsterisk
      maxLength={ACCOUNT_LIMITS.email}
      {...props}
    />
  );
}

interface NewPasswordFieldsProps {
  labels: { password: string; confirmation: string };
  password: BoundProps;
  confirmation: BoundProps;
}

/** A new password and its confirmation (signup and reset), with the length rule shown. */
export function NewPasswordFields({ labels, password, confirmation }: NewPasswordFieldsProps) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PasswordField
        label={labels.password}
        description={t('fields.passwordHint')}
        autoComplete="new-password"
        withAsterisk
        maxLength={ACCOUNT_LIMITS.passwordMax}
        {...password}
      />
      <PasswordField
        label={labels.confirmation}
        autoComplete="new-password"
        withAsterisk
        maxLength={ACCOUNT_LIMITS.passwordMax}
        {...confirmation}
      />
    </>
  );
}
