import { Anchor, Badge, Table } from '@mantine/core';
import type { BudgetResults } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatYen } from '@/lib/format';
import { paths } from '@/lib/paths';

/** The results' figures: each project's ballots, price and whether it won, most ballots first. */
export function ResultsTable({ results }: { results: BudgetResults }) {
  const { t, i18n } = useTranslation('budgets');
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped>
        <caption>{t('results.table')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('results.project')}</Table.Th>
            <Table.Th scope="col">{t('results.ballots')}</Table.Th>
            <Table.Th scope="col">{t('results.price')}</Table.Th>
            <Table.Th scope="col">{t('results.outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.projects.map((project) => (
            <Table.Tr key={project.id}>
              <Table.Th scope="row">
                <Anchor component={Link} to={paths.statement(project.statement_id)}>
                  {project.title}
                </Anchor>
              </Table.Th>
              <Table.Td>{project.ballots.toLocaleString('en')}</Table.Td>
              <Table.Td>{formatYen(project.price, i18n.language)}</Table.Td>
              <Table.Td>
                {project.won ? (
                  <Badge color="teal" variant="light">
                    {t('results.won')}
                  </Badge>
                ) : (
                  t('results.lost')
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
