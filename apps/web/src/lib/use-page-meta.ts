import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

function setMetaDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/** Sets `<page> | iAgree` as the document title and the page's meta description. */
export function usePageMeta(title: string, description?: string) {
  const { t } = useTranslation();
  const appName = t('app.name');
  const fallbackDescription = t('app.description');

  useEffect(() => {
    document.title = title ? `${title} | ${appName}` : appName;
    setMetaDescription(description ?? fallbackDescription);
  }, [title, description, appName, fallbackDescription]);
}

/**
 * Names the document after what a modal shows over the page (as a shared link's preview does),
 * and gives the page its own title back when the modal closes.
 */
export function useModalTitle(title: string | undefined) {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    if (!title) return;
    const pageTitle = document.title;
    document.title = `${title} | ${appName}`;
    return () => {
      document.title = pageTitle;
    };
  }, [title, appName]);
}
