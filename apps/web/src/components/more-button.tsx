import { Button, Center } from '@mantine/core';
import type { ReactNode } from 'react';

/** What the button needs of a TanStack infinite query. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Loads the next page of a list; busy while it loads, gone when no page is left. */
export function MoreButton({ pages, children }: { pages: MorePages; children: ReactNode }) {
  if (!pages.hasNextPage) return null;
  return (
    <Center>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => void pages.fetchNextPage()}
        loading={pages.isFetchingNextPage}
      >
        {children}
      </Button>
    </Center>
  );
}
