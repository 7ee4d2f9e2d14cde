import { Skeleton, Stack } from '@mantine/core';

/**
 * Holds a statement's place while it loads, pulsing; still (`animate={false}`) where the card is
 * there but not yet rendered, as far below the screen.
 */
export function StatementCardSkeleton({ animate = true }: { animate?: boolean }) {
  return (
    <Stack gap="sm" p="md" aria-hidden>
      <Skeleton animate={animate} height={36} width="40%" radius="xl" />
      <Skeleton animate={animate} height={22} width="70%" />
      <Skeleton animate={animate} height={14} />
      <Skeleton animate={animate} height={14} width="90%" />
      <Skeleton animate={animate} height={28} width="50%" />
    </Stack>
  );
}
