import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShare } from '@tabler/icons-react';
import type { Statement } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { SharePopupOnOpen } from '@/components/share-popup-on-open';
import { paths } from '@/lib/paths';

/** The item's share link: its own address, which opens it and gives networks a preview card. */
export function ShareStatementButton({
  statement,
}: {
  statement: Pick<Statement, 'id' | 'title'>;
}) {
  const { t } = useTranslation('statements');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="gray"
        leftSection={<IconShare size={16} />}
        onClick={open}
        aria-label={t('item.shareLabel', { title: statement.title })}
        aria-haspopup="dialog"
      >
        {t('item.share')}
      </Button>
      <SharePopupOnOpen
        opened={opened}
        onClose={close}
        title={t('item.shareTitle')}
        path={paths.statement(statement.id)}
        text={statement.title}
      />
    </>
  );
}
