import type { ReactNode } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';

/** The ⋯ button of a statement or a comment and the menu of what the reader may do with it. */
export function ActionsMenu({
  label,
  small = false,
  children,
}: {
  /** Names the thing the actions are for, as the button's accessible name. */
  label: string;
  /** A comment's, beside its smaller text. */
  small?: boolean;
  /** Its `Menu.Item`s. */
  children: ReactNode;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={small ? 'sm' : undefined}
          aria-label={label}
        >
          <IconDots size={small ? 14 : 18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
