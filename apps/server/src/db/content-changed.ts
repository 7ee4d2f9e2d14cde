/**
 * What a moderation write changed. Every moderation write (report hide, hide, restore, block,
 * unblock, status) announces itself here once it has committed, so whatever must follow what
 * guests see — a cache version, say — listens in one place.
 */
export interface ContentChange {
  kind: 'hidden' | 'restored' | 'deleted' | 'blocked' | 'unblocked' | 'status';
  targetType: string;
  targetId: number;
}

type Listener = (change: ContentChange) => void;

const listeners = new Set<Listener>();

/** Subscribes `listener`; the answer unsubscribes it. */
export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function contentChanged(change: ContentChange): void {
  for (const listener of listeners) listener(change);
}
