import { MantineProvider } from '@mantine/core';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import {
  HOME_SHELL_MANIFEST_PATH,
  type HomeShellManifest,
  homeShellManifestSchema,
  LOCALES,
  type Locale,
} from '@iagree/contract';
import { HomeShellFrame, markSlots } from './home-shell-frame';
import { createAppTheme, cssVariablesResolver } from '@/app/theme';
import { defaultNS } from '@/lib/i18n';
import { resources } from '@/lib/i18n-resources';

/** The shell's frame in `locale`, as React renders it with the app's theme. */
function frameOf(locale: Locale, i18n: ReturnType<typeof createInstance>): string {
  return markSlots(
    renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        {/* The theme's variables and Mantine's global classes are in the built stylesheet. */}
        <MantineProvider
          theme={createAppTheme(i18n.t('buttons.close'))}
          cssVariablesResolver={cssVariablesResolver}
          withCssVariables={false}
          withGlobalClasses={false}
        >
          <MemoryRouter>
            <HomeShellFrame />
          </MemoryRouter>
        </MantineProvider>
      </I18nextProvider>,
    ),
  );
}

/**
 * The home page's static shell in every language (decision 051): the frame rendered by the web's
 * own components, and the words the server writes around a statement's, from the web's texts.
 * Checked against the contract's schema, so that a build missing anything the server needs fails.
 */
export function homeShellManifest(): HomeShellManifest {
  const locales = LOCALES.map((locale) => {
    const i18n = createInstance({
      resources,
      lng: locale,
      ns: Object.keys(resources[locale]),
      defaultNS,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    void i18n.init();
    const { counts } = resources[locale].common;
    return [
      locale,
      {
        frame: frameOf(locale, i18n),
        texts: {
          agree_other: counts.agree_other,
          comments_one: counts.comments_one,
          comments_other: counts.comments_other,
          detailTitle: resources[locale].statements.detail.title,
        },
      },
    ] as const;
  });
  return homeShellManifestSchema.parse({ locales: Object.fromEntries(locales) });
}

/** The manifest as the build writes it, where the server looks for it. */
export function homeShellAsset(): { fileName: string; source: string } {
  return { fileName: HOME_SHELL_MANIFEST_PATH, source: JSON.stringify(homeShellManifest()) };
}
