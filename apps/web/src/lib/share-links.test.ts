import { describe, expect, it } from 'vitest';
import { absoluteUrl, SHARE_NETWORKS, shareLink } from './share-links';

const target = { url: 'https://iagree.example/?statement=12', text: 'ベンチを増やして & 直して' };

describe('share links', () => {
  it('puts the encoded URL into every network’s share address', () => {
    for (const network of SHARE_NETWORKS) {
      const link = new URL(shareLink(network, target));
      expect(link.protocol).toBe('https:');
      expect([...link.searchParams.values()].join(' ')).toContain(target.url);
    }
  });

  it('adds the text where the network takes one, without breaking the query', () => {
    const tweet = new URL(shareLink('twitter', target));
    expect(tweet.searchParams.get('text')).toBe(target.text);
    expect(tweet.searchParams.get('url')).toBe(target.url);
    const whatsapp = new URL(shareLink('whatsapp', target));
    expect(whatsapp.searchParams.get('text')).toBe(`${target.text} ${target.url}`);
    expect(shareLink('line', target)).toBe(
      'https://social-plugins.line.me/lineit/share?url=https%3A%2F%2Fiagree.example%2F%3Fstatement%3D12',
    );
  });

  it('makes a path of this site absolute', () => {
    expect(absoluteUrl('/?statement=3')).toBe(`${window.location.origin}/?statement=3`);
  });
});
