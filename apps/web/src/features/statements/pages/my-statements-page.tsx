import { Alert, Button, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MoreButton } from '@/components/more-button';
import { PageHeading } from '@/components/page-heading';
import { PlainList } from '@/components/plain-list';
import { type MyStatementsSource, useMyStatements } from '../api/get-my-statements';
import { MyStatementItem } from '../components/my-statement-item';

const TAB_PARAM = 'tab';

function MyStatementList({ source }: { source: MyStatementsSource }) {
  const { t } = useTranslation('notifications');
  const list = useMyStatements(source);
  if (list.isPending) {
    return (
      <Stack gap="sm" aria-busy aria-label={t('status.loading', { ns: 'common' })}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={72} radius="md" />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" role="alert" title={t('myStatements.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          {list.error.message}
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            {t('myStatements.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const statements = list.data.pages.flatMap((page) => page.data);
  if (statements.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="gray.7" ta="center">
          {source === 'posted' ? t('myStatements.emptyPosted') : t('myStatements.emptyFollowing')}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <PlainList gap="sm">
        {statements.map((statement) => (
          <MyStatementItem key={statement.id} statement={statement} />
        ))}
      </PlainList>
      <MoreButton pages={list}>{t('myStatements.viewMore')}</MoreButton>
    </Stack>
  );
}

/** What I posted and what I follow, in two tabs (`?tab=followed` opens the second). */
export function MyStatementsPage() {
  const { t } = useTranslation('notifications');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: MyStatementsSource =
    searchParams.get(TAB_PARAM) === 'followed' ? 'followed' : 'posted';
  return (
    <Stack gap="md">
      <PageHeading title={t('myStatements.title')} intro={t('myStatements.intro')} />
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) =>
          setSearchParams(value === 'followed' ? { [TAB_PARAM]: value } : {}, { replace: true })
        }
      >
        <Tabs.List aria-label={t('myStatements.tabs')} mb="md">
          <Tabs.Tab value="posted">{t('myStatements.posted')}</Tabs.Tab>
          <Tabs.Tab value="followed">{t('myStatements.following')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="posted">
          <MyStatementList source="posted" />
        </Tabs.Panel>
        <Tabs.Panel value="followed">
          <MyStatementList source="followed" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
