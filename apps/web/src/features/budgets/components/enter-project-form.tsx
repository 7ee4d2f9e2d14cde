import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Pagination,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { Budget, BudgetCandidate } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainList } from '@/components/plain-list';
import { formatYen } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSending } from '@/lib/use-sending';
import { useBudgetCandidates } from '../api/get-budget-candidates';
import { useEnterBudgetProject } from '../api/enter-budget-project';
import { BudgetSection } from './budget-section';

/**
 * While a budget accepts projects, its author finds any of their statements — by a word of the
 * title, a page at a time — and enters those with an amount; each says why it cannot be entered.
 */
export function EnterProjectForm({ budget }: { budget: Budget }) {
  const { t } = useTranslation('budgets');
  const [value, setValue] = useState('');
  const [keyword] = useDebouncedValue(value.trim(), 300);
  const [page, setPage] = useState(1);
  const mine = useBudgetCandidates(budget.id, keyword, page);
  const search = (text: string) => {
    setValue(text);
    setPage(1);
  };
  return (
    <BudgetSection titleId="enter-project" title={t('enter.title')}>
      <Text size="sm" c="gray.7">
        {t('enter.hint')}
      </Text>
      <TextInput
        label={t('enter.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={mine.isFetching ? <Loader size="xs" aria-label={t('enter.loading')} /> : null}
        value={value}
        onChange={(change) => search(change.currentTarget.value)}
      />
      {mine.isError ? (
        <Text c="red.8" role="alert">
          {mine.error.message}
        </Text>
      ) : mine.isPending ? null : mine.data.data.length === 0 ? (
        <Text c="dimmed">{keyword === '' ? t('enter.none') : t('enter.noMatch', { keyword })}</Text>
      ) : (
        <PlainList gap="xs">
          {mine.data.data.map((candidate) => (
            <Candidate key={candidate.statement_id} budgetId={budget.id} candidate={candidate} />
          ))}
        </PlainList>
      )}
      {mine.data && mine.data.totalPage > 1 && (
        <nav aria-label={t('enter.pages.label')}>
          <Pagination
            total={mine.data.totalPage}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`enter.pages.${control}`) })}
          />
        </nav>
      )}
    </BudgetSection>
  );
}

function Candidate({ budgetId, candidate }: { budgetId: number; candidate: BudgetCandidate }) {
  const { t, i18n } = useTranslation('budgets');
  const enter = useEnterBudgetProject(budgetId);
  const sending = useSending();
  const submit = () =>
    sending.send(enter, candidate.statement_id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('enter.done') }),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          to={paths.statement(candidate.statement_id)}
          fw={500}
          lineClamp={2}
        >
          {candidate.title}
        </Anchor>
        <Text size="sm" c={candidate.money === null ? 'orange' : 'gray.7'}>
          {candidate.money === null
            ? t('enter.noAmount')
            : t('enter.amount', { price: formatYen(candidate.money, i18n.language) })}
        </Text>
      </Stack>
      {candidate.project_id !== null ? (
        <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
          {t('enter.entered')}
        </Badge>
      ) : candidate.money !== null ? (
        <Button
          size="xs"
          onClick={submit}
          loading={sending.busy}
          leftSection={<IconPlus size={14} aria-hidden />}
          aria-label={t('enter.action', { title: candidate.title })}
          style={{ flexShrink: 0 }}
        >
          {t('enter.submit')}
        </Button>
      ) : null}
    </Group>
  );
}
