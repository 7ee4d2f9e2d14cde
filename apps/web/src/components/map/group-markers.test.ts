import { describe, expect, it } from 'vitest';
import { groupMarkers, type Projected, splitZoom } from './group-markers';

const pin = (item: string, x: number, y: number): Projected<string> => ({
  item,
  x,
  y,
  count: 1,
  pin: true,
});
const cell = (item: string, x: number, y: number, count: number): Projected<string> => ({
  item,
  x,
  y,
  count,
  pin: false,
});
const names = (groups: ReturnType<typeof groupMarkers<string>>) =>
  groups.map((group) => group.members.map((member) => member.item).sort());

describe('groupMarkers', () => {
  it('keeps pins whose icons do not touch apart', () => {
    // Pins are 28 px wide: 40 px apart side by side, 50 px apart one above the other.
    const groups = groupMarkers([pin('a', 0, 0), pin('b', 40, 0), pin('c', 0, 50)]);
    expect(names(groups)).toEqual([['a'], ['b'], ['c']]);
  });

  it('makes one cluster of pins at one place, counted and drawn at their middle', () => {
    const groups = groupMarkers([pin('a', 100, 100), pin('b', 100, 100), pin('c', 110, 104)]);
    expect(names(groups)).toEqual([['a', 'b', 'c']]);
    expect(groups[0]).toMatchObject({ count: 3, x: 310 / 3, y: 304 / 3 });
  });

  it('adds a server cell’s count, and a cluster that grew takes in a neighbour it now reaches', () => {
    // b touches a; their cluster, round and wider than a pin, then reaches c.
    const groups = groupMarkers([pin('a', 0, 0), pin('b', 20, 0), cell('c', 10, 36, 40)]);
    expect(names(groups)).toEqual([['a', 'b', 'c']]);
    expect(groups[0]?.count).toBe(42);
  });

  it('leaves no two icons overlapping however the pins are spread', () => {
    const items = Array.from({ length: 300 }, (_, n) =>
      pin(String(n), (n * 37) % 400, (n * 53) % 300),
    );
    const groups = groupMarkers(items);
    expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(300);
    // Grouping what it drew again finds nothing more to merge: no two icons touch.
    const drawn = groups.map((group, n) =>
      group.members.length === 1
        ? pin(String(n), group.x, group.y)
        : cell(String(n), group.x, group.y, group.count),
    );
    expect(groupMarkers(drawn)).toHaveLength(groups.length);
    expect(groups.length).toBeGreaterThan(1);
  });
});

describe('splitZoom', () => {
  // Two points 10 px apart at zoom 12: 20 px at 13, 40 px at 14 (each zoom doubles distances).
  const at = { a: 0, b: 10 };
  const project = (item: string, zoom: number) => ({
    x: (at[item as keyof typeof at] ?? 0) * 2 ** (zoom - 12),
    y: 0,
  });

  it('is the first zoom at which the members are drawn apart', () => {
    const members = [pin('a', 0, 0), pin('b', 10, 0)];
    expect(splitZoom(members, 12, 18, project)).toBe(14);
  });

  it('is null for members at one spot, which no zoom parts', () => {
    const members = [pin('a', 0, 0), pin('a', 0, 0)];
    expect(splitZoom(members, 12, 18, project)).toBeNull();
  });

  it('is null when the parting zoom is past the map’s deepest', () => {
    const members = [pin('a', 0, 0), pin('b', 10, 0)];
    expect(splitZoom(members, 12, 13, project)).toBeNull();
  });
});
