import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFlag } from '@tabler/icons-react';
import { canReport, type Owned, type ReportTarget } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';
import { ReportModal } from './report-modal';

interface ReportProps {
  targetType: ReportTarget;
  target: Owned & { id: number };
  /** The comment's author or the thing's title, for the button's accessible name. */
  label: string;
}

/** Whether the signed-in user may report `target` (never their own, never while blocked). */
export function useCanReport(target: Owned) {
  return canReport(useCurrentUser().data, target);
}

/** The "Report" item of an item menu, with its modal. */
export function ReportMenuItem({ targetType, target }: Omit<ReportProps, 'label'>) {
  const { t } = useTranslation();
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Menu.Item leftSection={<IconFlag size={16} />} onClick={modal.open}>
        {t('report.action')}
      </Menu.Item>
      <ReportModal
        opened={opened}
        onClose={modal.close}
        targetType={targetType}
        targetId={target.id}
      />
    </>
  );
}

/** A small flag button that reports a comment or an event, with its modal; nothing when not allowed. */
export function ReportButton({ targetType, target, label }: ReportProps) {
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
        aria-label={t(targetType.endsWith('comment') ? 'report.actionOn' : 'report.actionOnItem', {
          name: label,
        })}
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
