import { describe, expect, it } from 'vitest';
import { formatRank } from './format';

describe('format', () => {
  it('pads ranks below 10 to two digits', () => {
    expect(formatRank(1)).toBe('Top 01');
    expect(formatRank(12)).toBe('Top 12');
  });
});
