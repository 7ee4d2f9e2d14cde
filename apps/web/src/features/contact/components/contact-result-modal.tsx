import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResultModal } from '@/components/result-modal';

export interface ContactResult {
  ok: boolean;
  message: string;
}

interface ContactResultModalProps {
  result: ContactResult | null;
  onClose: () => void;
  onRetry: () => void;
}

/** SPEC §2: "Done!" after sending, "Fail!" with "Try again" when the message did not go out. */
export function ContactResultModal({ result, onClose, onRetry }: ContactResultModalProps) {
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation();
  const ok = result?.ok ?? false;

  return (
    <ResultModal
      opened={result !== null}
      onClose={onClose}
      kind={ok ? 'success' : 'error'}
      title={ok ? t('result.doneTitle') : t('result.failTitle')}
      message={result?.message}
      actions={
        ok ? undefined : (
          <>
            <Button variant="default" onClick={onClose}>
              {tc('buttons.close')}
            </Button>
            <Button color="red" onClick={onRetry}>
              {tc('buttons.tryAgain')}
            </Button>
          </>
        )
      }
    />
  );
}
