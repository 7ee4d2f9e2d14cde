import { Stack, type StackProps } from '@mantine/core';

/** A list whose items are cards or rows of their own: stacked, without bullets or indent. */
export function PlainList(props: StackProps) {
  return <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }} {...props} />;
}
