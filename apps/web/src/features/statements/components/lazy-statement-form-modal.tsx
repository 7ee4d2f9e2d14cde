import { MountOnceOpened } from '@/components/mount-once-opened';
import type { StatementFormModalProps } from './statement-form-modal';
import { lazyPart } from '@/lib/lazy-part';

const StatementFormModal = lazyPart(() =>
  import('./statement-form-modal').then((m) => m.StatementFormModal),
);

/**
 * The statement form, loaded on its first opening: its fields, uploads and the contract's schema
 * it checks with are no part of the list that offers it (decision 022).
 */
export function LazyStatementFormModal(props: StatementFormModalProps) {
  return (
    <MountOnceOpened opened={props.opened}>
      <StatementFormModal {...props} />
    </MountOnceOpened>
  );
}
