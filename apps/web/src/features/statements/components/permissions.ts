import type { CurrentUser, Statement, StatementComment } from '@iagree/contract';
import { isPrivileged } from '@/lib/auth';

type Viewer = CurrentUser | null | undefined;

/** SPEC §6: only the owner edits a statement. */
export const canEditStatement = (user: Viewer, statement: Statement) =>
  user?.id === statement.user_id;

/** SPEC §6: the owner or role 1 deletes a statement. */
export const canDeleteStatement = (user: Viewer, statement: Statement) =>
  canEditStatement(user, statement) || isPrivileged(user);

/** The comment's author, the statement's owner or role 1 (the server's own rule). */
export const canDeleteComment = (user: Viewer, statement: Statement, comment: StatementComment) =>
  user?.id === comment.user_id || canDeleteStatement(user, statement);
