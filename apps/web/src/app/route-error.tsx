import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** Shown when rendering a route throws, e.g. a page chunk failed to load after a deploy. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center">
        <Title order={1}>{t('app.name')}</Title>
        <Text role="alert">{t('errors.generic')}</Text>
        <Anchor component={Link} to={paths.home} reloadDocument>
          {t('nav.home')}
        </Anchor>
      </Stack>
    </Center>
  );
}
