import { Skeleton, Stack } from '@mantine/core';

/** Holds a statement's place while it loads. */
export function StatementCardSkeleton() {
  return (
    <Stack gap="sm" p="md" aria-hidden>
      <Skeleton height={36} width="40%" radius="xl" />
      <Skeleton height={22} width="70%" />
      <Skeleton height={14} />
      <Skeleton height={14} width="90%" />
      <Skeleton height={28} width="50%" />
    </Stack>
  );
}
