import { Anchor, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { useCurrentUser } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { DeleteAccountCard } from '../components/delete-account-card';
import { ExportDataCard } from '../components/export-data-card';

/** The person's rights over their data (issue 30): a copy of it, and leaving. */
export function AccountSettingsPage() {
  const { t } = useTranslation('accounts');
  const user = useCurrentUser().data;
  return (
    <Stack gap="md" maw={720}>
      <PageHeading title={t('account.title')} intro={t('account.intro')} />
      {user ? (
        <>
          <ExportDataCard userId={user.id} />
          <DeleteAccountCard user={user} />
        </>
      ) : (
        <Skeleton height={160} radius="md" />
      )}
      <Anchor component={Link} to={`${paths.policy}#article-9`} size="sm">
        {t('account.policyLink')}
      </Anchor>
    </Stack>
  );
}
