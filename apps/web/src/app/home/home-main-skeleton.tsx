import { Box, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatementCardSkeleton } from '@/features/statements/components/statement-card-skeleton';

/**
 * The page under the heading while its code loads (a move to home within the app): the search
 * box, the map and the list's filters at their heights, then cards, instead of a spinner over the
 * whole screen (decision 025). As tall as the screen at least, like the page it stands for: a
 * shorter one showed the footer, which the page then pushed down.
 */
export function HomeMainSkeleton() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh">
      <Stack gap="md" role="status" aria-label={t('status.loading')}>
        {/* The heights of React's page at 390 and 1280 px, as the server's shell has them. */}
        <Skeleton h={80} radius="md" />
        <Skeleton h={{ base: 571, sm: 507 }} radius="md" />
        <Skeleton h={{ base: 210, sm: 65 }} radius="md" />
        {/* No Paper: its styles come with the later stylesheet, which this waits for. */}
        {Array.from({ length: 2 }, (_, index) => (
          <StatementCardSkeleton key={index} />
        ))}
      </Stack>
    </Box>
  );
}
