import { useEffect, useState, useSyncExternalStore } from 'react';
import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { MountOnceOpened, useOpenedAfterMount } from './mount-once-opened';

/**
 * The open modals, the last opened on top. Mantine's modals each listen for Escape on the
 * window, so one press closed every open one (the place picker and the statement form under
 * it); only the topmost may take it.
 */
let open: symbol[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setOpen(next: symbol[]) {
  open = next;
  for (const listener of listeners) listener();
}

/** Whether this modal, while `opened`, is the one on top. */
function useOnTop(opened: boolean): boolean {
  const [id] = useState(() => Symbol('modal'));
  useEffect(() => {
    if (!opened) return;
    setOpen([...open, id]);
    return () => setOpen(open.filter((other) => other !== id));
  }, [opened, id]);
  return useSyncExternalStore(subscribe, () => open.at(-1) === id);
}

function StackedModal({ closeOnEscape = true, opened, ...props }: ModalProps) {
  const onTop = useOnTop(opened);
  return (
    <MantineModal
      {...props}
      opened={useOpenedAfterMount(opened)}
      closeOnEscape={closeOnEscape && onTop}
    />
  );
}

/**
 * Mantine's Modal, of which Escape closes only the topmost when several are stacked. It is
 * rendered from its first opening on: closed, Mantine's renders a portal, a scroll lock and its
 * frame all the same, and every card of a list has several (report, delete, images).
 */
export function Modal(props: ModalProps) {
  return (
    <MountOnceOpened opened={props.opened}>
      <StackedModal {...props} />
    </MountOnceOpened>
  );
}
