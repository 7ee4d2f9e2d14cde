import { BarChart } from '@mantine/charts';
import { Progress, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { BudgetResults } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { formatYen } from '@/lib/format';
import { BudgetSection } from './budget-section';

const WINNER_COLORS = ['teal.6', 'blue.6', 'grape.6', 'orange.6', 'cyan.6', 'lime.7'];

/**
 * Ballots per project (winners in colour) and the money the winners take of the total. Both
 * drawings are hidden from screen readers, which read the results' table beside them.
 */
export function ResultsChart({ results }: { results: BudgetResults }) {
  const { t, i18n } = useTranslation('budgets');
  // Drawn once it has room: a chart measured at no width draws nothing.
  const { ref, width } = useElementSize();
  const winners = results.projects.filter((project) => project.won);
  return (
    <BudgetSection titleId="results-chart" title={t('results.chart')}>
      <div ref={ref} aria-hidden>
        {width > 0 && (
          <Stack gap="md">
            <BarChart
              barChartProps={{ accessibilityLayer: false }}
              h={Math.max(160, results.projects.length * 36 + 40)}
              // Winners and the others as two series, so a winner's bar has its own colour.
              data={results.projects.map((project) => ({
                project: project.title,
                won: project.won ? project.ballots : 0,
                lost: project.won ? 0 : project.ballots,
              }))}
              dataKey="project"
              type="stacked"
              orientation="vertical"
              yAxisProps={{ width: Math.min(160, width / 3) }}
              withLegend
              series={[
                { name: 'won', label: t('results.wonBallots'), color: 'teal.6' },
                { name: 'lost', label: t('results.lostBallots'), color: 'gray.5' },
              ]}
            />
            <Progress.Root size={24}>
              {winners.map((project, index) => (
                <Progress.Section
                  key={project.id}
                  value={(project.price / results.total) * 100}
                  color={WINNER_COLORS[index % WINNER_COLORS.length]}
                />
              ))}
            </Progress.Root>
            <Text size="sm" c="gray.7">
              {t('results.money', {
                spent: formatYen(results.spent, i18n.language),
                total: formatYen(results.total, i18n.language),
              })}
            </Text>
          </Stack>
        )}
      </div>
    </BudgetSection>
  );
}
