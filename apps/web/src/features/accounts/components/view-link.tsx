import type { ReactNode } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import type { AccountView } from '@/lib/login-modal';

/** How a form moves to another view: in the modal it switches views, on a page it navigates. */
export type SwitchView = (view: AccountView) => void;

interface ViewLinkProps {
  view: AccountView;
  onSwitchView: SwitchView;
  children: ReactNode;
  /** Text before the link, e.g. "New to iAgree?" */
  lead?: string;
}

export function ViewLink({ view, onSwitchView, children, lead }: ViewLinkProps) {
  return (
    <Group gap={6} justify="center">
      {lead && (
        <Text size="sm" c="dimmed">
          {lead}
        </Text>
      )}
      <Anchor component="button" type="button" size="sm" onClick={() => onSwitchView(view)}>
        {children}
      </Anchor>
    </Group>
  );
}
