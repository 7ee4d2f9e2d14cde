import { describe, expect, it } from 'vitest';
import { formatRank, toDateParam } from './format';

describe('format', () => {
  it('pads ranks below 10 to two digits', () => {
    expect(formatRank(1)).toBe('Top 01');
    expect(formatRank(12)).toBe('Top 12');
  });

  it('sends dates as yyyy-MM-dd', () => {
    expect(toDateParam(new Date('2025-03-04T10:00:00Z'))).toBe('2025-03-04');
  });
});
