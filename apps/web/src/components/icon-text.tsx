import type { ReactNode } from 'react';
import { Group, type MantineColor, Text } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

interface IconTextProps {
  icon: TablerIcon;
  children: ReactNode;
  /** The text's size; the icon's follows. */
  size?: 'xs' | 'sm';
  c?: MantineColor;
  fw?: number;
  truncate?: boolean;
}

const ICON_SIZE = { xs: 14, sm: 16 };

/** A short text after an icon that only illustrates it (a place, a date, a count). */
export function IconText({ icon: Icon, children, size = 'sm', c, fw, truncate }: IconTextProps) {
  return (
    <Group gap={size === 'xs' ? 4 : 6} wrap="nowrap" c={c}>
      <Icon size={ICON_SIZE[size]} aria-hidden style={{ flexShrink: 0 }} />
      <Text span size={size} fw={fw} truncate={truncate}>
        {children}
      </Text>
    </Group>
  );
}
