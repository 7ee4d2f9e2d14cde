import { MountOnceOpened } from './mount-once-opened';
import type { SharePopupProps } from './share-popup';
import { lazyPart } from '@/lib/lazy-part';

const SharePopup = lazyPart(() => import('./share-popup').then((m) => m.SharePopup));

/**
 * The sharing popup, loaded and mounted on its first opening: the home page's heading (in the
 * first load) and every card of the list have a share button, and none needs a Modal to show.
 */
export function SharePopupOnOpen(props: SharePopupProps) {
  return (
    <MountOnceOpened opened={props.opened}>
      <SharePopup {...props} />
    </MountOnceOpened>
  );
}
