import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

interface BudgetSectionProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  children: ReactNode;
}

/** A part of a budget's page that stands on its own, such as its results or entering a project. */
export function BudgetSection({ titleId, title, children }: BudgetSectionProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
