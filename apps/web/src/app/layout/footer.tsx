import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '@/lib/config';
import { paths } from '@/lib/paths';

export function Footer() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const appName = config.data?.appName ?? t('app.name');

  return (
    <Box
      component="footer"
      py="md"
      aria-label={t('footer.label')}
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Group gap="lg">
            <Anchor component={Link} to={paths.termsOfUse} size="sm" c="gray.7">
              {t('footer.termsOfUse')}
            </Anchor>
            <Anchor component={Link} to={paths.policy} size="sm" c="gray.7">
              {t('footer.policy')}
            </Anchor>
            <Anchor component={Link} to={paths.openData} size="sm" c="gray.7">
              {t('footer.openData')}
            </Anchor>
          </Group>
          <Text size="sm" c="gray.7">
            {t('footer.copyright', { year: new Date().getFullYear(), appName })}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
