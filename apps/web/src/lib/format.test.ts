import { describe, expect, it } from 'vitest';
import { formatRank, formatYen } from './format';

describe('format', () => {
  it('pads ranks below 10 to two digits', () => {
    expect(formatRank(1)).toBe('Top 01');
    expect(formatRank(12)).toBe('Top 12');
  });

  it('writes yen as the server does, with a minus for an overspend', () => {
    expect(formatYen(1_234_567, 'ja')).toBe('1,234,567円');
    expect(formatYen(1000, 'en')).toBe('¥1,000');
    expect(formatYen(-500, 'ja')).toBe('−500円');
  });
});
