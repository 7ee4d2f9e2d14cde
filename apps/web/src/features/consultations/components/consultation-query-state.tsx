import type { ReactNode } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/** Loader, "not found" or error of a consultation's query. */
export function ConsultationQueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('consultations');
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert color={notFound ? 'gray' : 'red'} role="alert">
        {notFound ? t('notFound') : query.error.message}
      </Alert>
    );
  }
  return children(query.data);
}
