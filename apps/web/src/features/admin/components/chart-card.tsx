import type { ReactNode } from 'react';
import { BarChart, type BarChartProps } from '@mantine/charts';
import { Paper, Stack, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';

/**
 * One figure of the dashboard: its heading, its bars (hidden from screen readers, which read
 * the figures' table instead) and that table.
 */
export function ChartCard({
  title,
  bars,
  table,
  children,
}: {
  title: string;
  /** The bar chart's props; none when there is nothing to draw. */
  bars?: BarChartProps;
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
          {width > 0 && bars && (
            // The table stands in for it: no keyboard stop in a drawing hidden from readers.
            <BarChart {...bars} barChartProps={{ accessibilityLayer: false }} />
          )}
        </div>
        {table}
        {children}
      </Stack>
    </Paper>
  );
}
