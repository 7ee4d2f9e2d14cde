import { type ReactNode, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

function Part({ text }: { text: string }) {
  return <p>{text}</p>;
}

const inSuspense = (children: ReactNode) => (
  <Suspense fallback={<p>loading</p>}>{children}</Suspense>
);

describe('lazyPart', () => {
  it('suspends while its code loads, then renders it', async () => {
    let loads = 0;
    const Lazy = lazyPart(async () => {
      loads += 1;
      return Part;
    });
    render(inSuspense(<Lazy text="loaded" />));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(loads).toBe(1);
  });

  // Decision 025: the home page's first render waits for its part, which must not suspend then.
  it('renders at once, without a fallback, once preloaded; loads once', async () => {
    let loads = 0;
    const Lazy = lazyPart(async () => {
      loads += 1;
      return Part;
    });
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(inSuspense(<Lazy text="at once" />));
    expect(screen.getByText('at once')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(loads).toBe(1);
  });

  it('asks again after a failed load', async () => {
    let loads = 0;
    const Lazy = lazyPart(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return Part;
    });
    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
    render(inSuspense(<Lazy text="second try" />));
    expect(await screen.findByText('second try')).toBeTruthy();
    expect(loads).toBe(2);
  });
});
