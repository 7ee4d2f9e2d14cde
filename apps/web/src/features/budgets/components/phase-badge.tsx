import { Badge } from '@mantine/core';
import type { BudgetPhase } from '@iagree/contract';
import { useTranslation } from 'react-i18next';

const COLORS: Record<BudgetPhase, string> = {
  accepting: 'blue',
  supporting: 'grape',
  reviewing: 'yellow',
  balloting: 'teal',
  finished: 'gray',
};

/** A budget's phase as a badge, dark text on a light colour (contrast for every phase). */
export function PhaseBadge({ phase }: { phase: BudgetPhase }) {
  const { t } = useTranslation('budgets');
  return (
    <Badge
      color={COLORS[phase]}
      variant="light"
      size="lg"
      styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {t(`phases.${phase}`)}
    </Badge>
  );
}
