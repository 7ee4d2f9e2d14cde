import { AppShell, Box, Container, Stack } from '@mantine/core';
import { HOME_SHELL_SLOTS } from '@iagree/contract';
import { APP_SHELL_LAYOUT } from '../layout/app-shell-layout';
import { HomeHeading } from './home-heading';

type SlotName = keyof typeof HOME_SHELL_SLOTS;

/** Where the server puts its part of the shell: an element the build turns into the slot's mark. */
function ShellSlot({ name }: { name: SlotName }) {
  return <template data-home-shell-slot={name} />;
}

/** The slots' elements as rendered, each replaced with its mark (`HOME_SHELL_SLOTS`). */
export function markSlots(html: string): string {
  return html.replace(
    /<template data-home-shell-slot="(\w+)"><\/template>/g,
    (_, name: SlotName) => HOME_SHELL_SLOTS[name],
  );
}

/**
 * The home page's first screen as the layout and the home page render it, without what needs the
 * reader or the network: the header's and the navbar's bars, empty, then the breadcrumb row and
 * the heading, with the layout's own components and sizes. The build renders it in each language
 * into the shell's manifest, which the server writes into the page before any script
 * (decisions 021, 051).
 *
 * Hidden from assistive technology and inert: its link and button do nothing until React's
 * replace them, and the page keeps one h1 and one set of landmarks.
 */
export function HomeShellFrame() {
  return (
    <AppShell
      {...APP_SHELL_LAYOUT}
      navbar={{ ...APP_SHELL_LAYOUT.navbar, collapsed: { mobile: true, desktop: false } }}
      aria-hidden
      inert
      data-home-shell=""
    >
      <AppShell.Header />
      <AppShell.Navbar />
      <AppShell.Main
        renderRoot={(props) => <div {...props} />}
        display="flex"
        style={{ flexDirection: 'column' }}
      >
        <Box flex={1} py="lg">
          <Container size="lg">
            <Stack gap="md">
              <HomeHeading />
              <ShellSlot name="underHeading" />
            </Stack>
          </Container>
        </Box>
      </AppShell.Main>
      <ShellSlot name="dialog" />
    </AppShell>
  );
}
