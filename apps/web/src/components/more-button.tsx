import { Button, Center } from '@mantine/core';
import type { ReactNode } from 'react';

/** What the button needs of a TanStack infinite query. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface MoreButtonProps {
  pages: MorePages;
  children: ReactNode;
  /** A page's main list (View more under the cards), not a list inside one (comments). */
  prominent?: boolean;
}

/** Loads the next page of a list; busy while it loads, gone when no page is left. */
export function MoreButton({ pages, children, prominent = false }: MoreButtonProps) {
  if (!pages.hasNextPage) return null;
  return (
    <Center>
      <Button
        variant={prominent ? 'default' : 'subtle'}
        size={prominent ? 'sm' : 'compact-sm'}
        onClick={() => void pages.fetchNextPage()}
        loading={pages.isFetchingNextPage}
      >
        {children}
      </Button>
    </Center>
  );
}
