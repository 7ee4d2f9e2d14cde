import { useId } from 'react';
import { Box, type BoxProps, SegmentedControl } from '@mantine/core';

/** Mantine's SegmentedControl's class names: its stylesheet, without its script. */
const classes = SegmentedControl.classes;

interface SegmentedChoiceProps<Value extends string> extends BoxProps {
  value: Value;
  onChange: (value: Value) => void;
  data: readonly { value: Value; label: string }[];
  'aria-label'?: string;
  size?: 'xs' | 'sm';
  disabled?: boolean;
}

/**
 * One of a few choices, as radio buttons that look like Mantine's SegmentedControl. Its moving
 * indicator measures the page when it mounts: on the home page that forced a style and layout
 * of everything just inserted into the same task (decision 023). Here the chosen label carries
 * the highlight itself (Mantine's own style before its indicator starts), so nothing measures.
 */
export function SegmentedChoice<Value extends string>({
  value,
  onChange,
  data,
  size = 'sm',
  disabled,
  'aria-label': ariaLabel,
  ...others
}: SegmentedChoiceProps<Value>) {
  const name = useId();
  return (
    <Box
      {...others}
      role="radiogroup"
      aria-label={ariaLabel}
      className={classes.root}
      data-with-items-borders
      data-disabled={disabled || undefined}
      style={{
        '--sc-padding': `var(--sc-padding-${size})`,
        '--sc-font-size': `var(--mantine-font-size-${size})`,
        '--sc-shadow': 'var(--mantine-shadow-xs)',
      }}
    >
      {data.map((item) => {
        const id = `${name}-${item.value}`;
        const active = item.value === value;
        return (
          <div key={item.value} className={classes.control} data-active={active || undefined}>
            <input
              className={classes.input}
              type="radio"
              name={name}
              id={id}
              value={item.value}
              checked={active}
              disabled={disabled}
              onChange={() => onChange(item.value)}
              data-focus-ring="auto"
            />
            <label
              className={classes.label}
              htmlFor={id}
              data-active={(active && !disabled) || undefined}
              data-disabled={disabled || undefined}
            >
              <span className={classes.innerLabel}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </Box>
  );
}
