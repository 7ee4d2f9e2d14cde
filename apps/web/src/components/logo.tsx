import { Group, type MantineBreakpoint, Text } from '@mantine/core';

interface LogoProps {
  size?: number;
  /** Below this breakpoint only the mark shows, leaving room in a phone's header. */
  compactFrom?: MantineBreakpoint;
}

/** The speech-bubble-with-a-tick mark of public/favicon.svg, plus the word mark. */
export function Logo({ size = 32, compactFrom }: LogoProps) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="var(--mantine-color-cyan-8)" />
        <path
          d="M14 20a8 8 0 0 1 8-8h20a8 8 0 0 1 8 8v14a8 8 0 0 1-8 8H30l-10 9v-9h2a8 8 0 0 1-8-8z"
          fill="#fff"
        />
        <path
          d="M23 27l6 6 12-12"
          fill="none"
          stroke="var(--mantine-color-cyan-8)"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Text
        component="span"
        fw={800}
        fz="xl"
        c="cyan.8"
        visibleFrom={compactFrom}
        style={{ letterSpacing: '-0.02em' }}
      >
        iAgree
      </Text>
    </Group>
  );
}
