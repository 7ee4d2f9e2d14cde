import { MountOnceOpened } from './mount-once-opened';
import type { SharePopupProps } from './share-popup';
import { lazyPart } from '@/lib/lazy-part';
import { absoluteUrl } from '@/lib/share-links';

const SharePopup = lazyPart(() => import('./share-popup').then((m) => m.SharePopup));

type SharePopupOnOpenProps = Omit<SharePopupProps, 'url'> & {
  /** The shared page's path: the popup makes it absolute, from the window's origin. */
  path: string;
};

/**
 * The sharing popup, loaded and mounted on its first opening: the home page's heading (in the
 * first load) and every card of the list have a share button, and none needs a Modal to show.
 */
export function SharePopupOnOpen(props: SharePopupOnOpenProps) {
  return (
    <MountOnceOpened opened={props.opened}>
      <OpenedSharePopup {...props} />
    </MountOnceOpened>
  );
}

/**
 * Reads the window only once opened: the home page's header is also rendered by the build, where
 * there is none, for the page's static shell (decision 051).
 */
function OpenedSharePopup({ path, ...props }: SharePopupOnOpenProps) {
  return <SharePopup {...props} url={absoluteUrl(path)} />;
}
