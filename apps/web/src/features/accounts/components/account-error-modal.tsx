import { useTranslation } from 'react-i18next';
import { ResultModal } from '@/components/result-modal';
import { apiErrorText } from '@/lib/api-client';

/**
 * SPEC §8: login, signup, e-mail check and avatar failures show the server's reason (or the
 * generic text) in a modal.
 */
export function AccountErrorModal({
  error,
  onClose,
  withFieldReasons = false,
}: {
  error: Error | null;
  onClose: () => void;
  /** Where no field shows the server's reasons (the avatar), the modal adds them. */
  withFieldReasons?: boolean;
}) {
  const { t } = useTranslation('accounts');
  return (
    <ResultModal
      opened={error !== null}
      onClose={onClose}
      kind="error"
      title={t('errors.title')}
      message={error && withFieldReasons ? apiErrorText(error) : error?.message}
    />
  );
}
