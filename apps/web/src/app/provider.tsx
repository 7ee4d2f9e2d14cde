import { type ReactNode, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LoginModalProvider } from '@/lib/login-modal';
import { createQueryClient } from '@/lib/query-client';
import { theme } from './theme';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client to start from an empty cache. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" />
      <QueryClientProvider client={client}>
        <LoginModalProvider>{children}</LoginModalProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
