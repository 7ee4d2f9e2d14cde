import { Alert, Stack, Tabs } from '@mantine/core';
import { IconFlag, IconHistory } from '@tabler/icons-react';
import { canModerate } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { useCurrentUser } from '@/lib/auth';
import { usePageMeta } from '@/lib/use-page-meta';
import { ModerationLogPanel } from '../components/moderation-log-panel';
import { ReportsPanel } from '../components/reports-panel';

/** /moderation (role 1): the reports waiting for a decision, and the action log. */
export function ModerationPage() {
  const { t } = useTranslation('moderation');
  const user = useCurrentUser().data;
  usePageMeta(t('title'));
  if (!canModerate(user)) {
    return <Alert color="red">{t('forbidden')}</Alert>;
  }
  return (
    <Stack gap={0}>
      <PageHeading title={t('title')} intro={t('intro')} />
      <Tabs defaultValue="reports" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="reports" leftSection={<IconFlag size={16} />}>
            {t('tabs.reports')}
          </Tabs.Tab>
          <Tabs.Tab value="log" leftSection={<IconHistory size={16} />}>
            {t('tabs.log')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="reports" pt="md">
          <ReportsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="log" pt="md">
          <ModerationLogPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
