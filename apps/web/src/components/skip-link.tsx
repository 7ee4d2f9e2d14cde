import { type CSSProperties, type ReactNode, useState } from 'react';
import { Anchor } from '@mantine/core';

/** Off-screen but read and focusable: the usual "visually hidden" box. */
const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * A link past a long stretch of controls (the home map) for keyboard and screen-reader users;
 * it shows only while focused. Focus moves to the target, which must take it (tabIndex -1).
 */
export function SkipLink({ to, children }: { to: string; children: ReactNode }) {
  const [focused, setFocused] = useState(false);
  return (
    <Anchor
      href={`#${to}`}
      size="sm"
      style={focused ? { alignSelf: 'flex-start' } : hidden}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        const target = document.getElementById(to);
        if (!target) return;
        event.preventDefault();
        target.scrollIntoView({ block: 'start' });
        target.focus({ preventScroll: true });
      }}
    >
      {children}
    </Anchor>
  );
}
