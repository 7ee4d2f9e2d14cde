/**
 * The Agree a guest pressed on a shared statement before signing up (issue 29). The login page
 * that the activation mail opens keeps it here once that link has activated the account; the
 * statement's detail applies it when the same account is logged in and reading that statement.
 * The tab's sessionStorage, not the address: no link from outside can make anyone agree.
 */
const KEY = 'iagree-pending-agree';

interface PendingAgree {
  statementId: number;
  email: string;
}

export function keepPendingAgree(pending: PendingAgree) {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

/** Whether `email` owes `statementId` an Agree; answering yes forgets it, so it applies once. */
export function takePendingAgree(statementId: number, email: string): boolean {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return false;
  const pending = JSON.parse(raw) as Partial<PendingAgree>;
  const due =
    pending.statementId === statementId && pending.email?.toLowerCase() === email.toLowerCase();
  if (due) sessionStorage.removeItem(KEY);
  return due;
}
