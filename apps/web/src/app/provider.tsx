import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoginModalProvider } from '@/lib/login-modal';
import { createQueryClient } from '@/lib/query-client';
import { createAppTheme, cssVariablesResolver } from './theme';
import { lazyPart } from '@/lib/lazy-part';

// No page needs the toasts' container to show: it loads after the first render, and a toast
// shown before it arrives waits in Mantine's notifications store (decision 016).
const Notifications = lazyPart(() => import('@mantine/notifications').then((m) => m.Notifications));

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client to start from an empty cache. */
  queryClient?: QueryClient;
  /**
   * Tests pass 'test': no transitions, and no hiding of menus whose target jsdom (which lays
   * nothing out) reports as off screen — a race that made menus vanish under load.
   */
  env?: MantineProviderProps['env'];
}

export function AppProvider({ children, queryClient, env }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const { t } = useTranslation();
  const theme = useMemo(() => createAppTheme(t('buttons.close')), [t]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      {/* At the top they covered the header's menus; below, they cover the page only. */}
      <Suspense fallback={null}>
        <Notifications position="bottom-center" />
      </Suspense>
      <QueryClientProvider client={client}>
        <LoginModalProvider>{children}</LoginModalProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
