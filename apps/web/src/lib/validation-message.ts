import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessageKey } from '@iagree/contract';

/**
 * Turns a shared message key (e.g. a zod issue message 'validation.title_required') into
 * text of the current language; other text, such as a server message, passes unchanged.
 */
export function useValidationMessage() {
  const { t } = useTranslation('validation');
  return useCallback(
    (message: string) => (isMessageKey(message) ? t(message, { keySeparator: false }) : message),
    [t],
  );
}
