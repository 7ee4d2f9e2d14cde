import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountCalls, COOKIES, type Locale } from '@iagree/contract';
import { call } from './api-client';
import { currentUserQueryKey } from './auth';
import { setCookie } from './cookies';
import { page } from './reload-page';

export function updateLocale(locale: Locale): Promise<unknown> {
  return call(accountCalls.updateLocale, { body: { locale } });
}

/**
 * SPEC §4: saved on the server when logged in, stored in the cookie, then the page reloads
 * so every cached server text comes back in the new language.
 */
export function useChangeLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locale: Locale) => {
      if (queryClient.getQueryData(currentUserQueryKey)) {
        // The cookie alone still switches this browser, so a failed save must not block it.
        await updateLocale(locale).catch(() => undefined);
      }
      setCookie(COOKIES.locale, locale);
      page.reload();
    },
  });
}
