import { Button, Divider, Stack } from '@mantine/core';
import { type SocialProvider, SOCIAL_PROVIDERS, socialLoginPath } from '@iagree/contract';
import { type Icon, IconBrandFacebookFilled, IconBrandLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/config';

/**
 * The providers' own colours, darkened just enough for white text to reach WCAG AA (4.5:1):
 * LINE's #06C755 reads at 2.3:1, Facebook's #1877F2 at 4.2:1.
 */
const brands: Record<SocialProvider, { color: string; icon: Icon }> = {
  facebook: { color: '#1771E6', icon: IconBrandFacebookFilled },
  line: { color: '#048137', icon: IconBrandLine },
};

/**
 * Plain links that start the provider's OAuth redirect; the server comes back to / when it
 * worked, or to /login?socialError=… (shown by the login page). Providers the server has no
 * keys for are not offered.
 */
export function SocialLoginButtons() {
  const { t } = useTranslation('accounts');
  const config = usePublicConfig();
  const providers = SOCIAL_PROVIDERS.filter((provider) => config.data?.social[provider]);
  if (providers.length === 0) return null;

  return (
    <Stack gap="sm">
      <Divider label={t('social.or')} labelPosition="center" />
      {providers.map((provider) => {
        const { color, icon: BrandIcon } = brands[provider];
        return (
          <Button
            key={provider}
            component="a"
            href={socialLoginPath(provider)}
            color={color}
            leftSection={<BrandIcon size={20} aria-hidden />}
            fullWidth
          >
            {t(`social.${provider}`)}
          </Button>
        );
      })}
    </Stack>
  );
}
