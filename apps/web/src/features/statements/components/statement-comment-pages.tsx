import type { Statement } from '@iagree/contract';
import { useTranslation } from 'react-i18next';
import { MoreButton } from '@/components/more-button';
import { useStatementComments } from '../api/get-statement-comments';
import { StatementComments } from './statement-comments';

/** The detail's comments: the first page it came with, then older ones on "More comments". */
export function StatementCommentPages({
  statement,
  loadedAt,
}: {
  statement: Statement;
  loadedAt: number;
}) {
  const { t } = useTranslation('statements');
  const pages = useStatementComments(statement, loadedAt);
  const comments = pages.data.pages.flatMap((page) => page.data);
  return (
    <StatementComments
      statement={statement}
      comments={comments}
      footer={<MoreButton pages={pages}>{t('comments.more')}</MoreButton>}
    />
  );
}
