import { type ReactNode, Suspense, useState } from 'react';
import { useMounted } from '@mantine/hooks';

/**
 * Renders a dialog only from its first opening on, and keeps it mounted after, so that closing
 * it still animates and returns focus. A lazily loaded one's code (forms, inputs) is then no part
 * of the first page load. `components/modal.tsx` passes `opened` through `useOpenedAfterMount`.
 */
export function MountOnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * `opened`, but false on a dialog's first render: Mantine's Modal notes the element to return
 * focus to when `opened` turns true, which it never sees in a modal mounted already open.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  return useMounted() && opened;
}
