import { Badge } from '@mantine/core';
import { IconThumbUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** How many agree with a statement linked to an event, read out as words. */
export function AgreeCountBadge({ count }: { count: number }) {
  const { t } = useTranslation('common');
  return (
    <Badge
      variant="outline"
      leftSection={<IconThumbUp size={12} aria-hidden />}
      aria-label={t('counts.agree', { count })}
    >
      {count}
    </Badge>
  );
}
