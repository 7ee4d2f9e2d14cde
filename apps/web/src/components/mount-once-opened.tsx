import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a lazily loaded dialog only from its first opening on, and keeps it mounted after,
 * so that closing it still animates and returns focus. Its code (forms, inputs, uploads) is
 * then no part of the first page load.
 */
export function MountOnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
