import type { ReactNode } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';

/** Loader, "not found" or error of an event query (one event, or a list of them). */
export function EventQueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('events');
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('status.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert color={notFound ? 'gray' : 'red'} role="alert">
        {notFound ? t('status.notFound') : query.error.message}
      </Alert>
    );
  }
  return children(query.data);
}
