import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFlag } from '@tabler/icons-react';
import { canReport, type Owned, type ReportTarget } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';
import { ReportModal } from './report-modal';

/** Whether the signed-in user may report `target` (never their own, never while blocked). */
export function useCanReport(target: Owned) {
  return canReport(useCurrentUser().data, target);
}

/**
 * The "Report" item of an item menu. Its modal is the caller's, beside the menu: a closed
 * menu unmounts its dropdown, and a modal inside it would vanish with the menu.
 */
export function ReportMenuItem({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Menu.Item leftSection={<IconFlag size={16} />} onClick={onClick}>
      {t('report.action')}
    </Menu.Item>
  );
}

/** A small flag button that reports an event, with its modal; nothing when not allowed. */
export function ReportButton({
  targetType,
  target,
  label,
}: {
  targetType: ReportTarget;
  target: Owned & { id: number };
  /** The thing's title, for the button's accessible name. */
  label: string;
}) {
  const { t } = useTranslation();
  const [opened, modal] = useDisclosure(false);
  if (!canReport(useCurrentUser().data, target)) return null;
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        onClick={modal.open}
        aria-label={t('report.actionOnItem', { name: label })}
      >
        <IconFlag size={14} />
      </ActionIcon>
      <ReportModal
        opened={opened}
        onClose={modal.close}
        targetType={targetType}
        targetId={target.id}
      />
    </>
  );
}
