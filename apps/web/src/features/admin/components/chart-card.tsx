import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';

/**
 * One figure of the dashboard: its heading, the chart (hidden from screen readers, which read
 * the figures' table instead) and that table.
 */
export function ChartCard({
  title,
  chart,
  table,
  children,
}: {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  children?: ReactNode;
}) {
  // Drawn once it has room: a chart measured at no width draws nothing and says so.
  const { ref, width } = useElementSize();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <div ref={ref} aria-hidden>
          {width > 0 && chart}
        </div>
        {table}
        {children}
      </Stack>
    </Paper>
  );
}
