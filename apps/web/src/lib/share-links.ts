/** The social networks of SPEC §1, in the order the sharing popup shows them. */
export const SHARE_NETWORKS = ['line', 'facebook', 'twitter', 'whatsapp', 'linkedin'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export interface ShareTarget {
  /** Absolute URL of the page being shared; the server renders its preview card. */
  url: string;
  /** A line of text for the networks that take one besides the link. */
  text: string;
}

const encode = encodeURIComponent;

/** Each network's public "share this link" address; none of them needs an app id. */
export function shareLink(network: ShareNetwork, { url, text }: ShareTarget): string {
  switch (network) {
    case 'line':
      return `https://social-plugins.line.me/lineit/share?url=${encode(url)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${encode(url)}&text=${encode(text)}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encode(`${text} ${url}`)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}`;
  }
}

/** The public address of a path of this site, as a shared link must be absolute. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
