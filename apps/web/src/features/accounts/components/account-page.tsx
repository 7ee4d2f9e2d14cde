import type { ReactNode } from 'react';
import { Box, Paper } from '@mantine/core';
import { PageHeading } from '@/components/page-heading';

interface AccountPageProps {
  title: string;
  intro: string;
  children: ReactNode;
}

/** The page form of a login-modal view: a narrow card, full width on a phone. */
export function AccountPage({ title, intro, children }: AccountPageProps) {
  return (
    <Box maw={480} mx="auto">
      <PageHeading title={title} intro={intro} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {children}
      </Paper>
    </Box>
  );
}
