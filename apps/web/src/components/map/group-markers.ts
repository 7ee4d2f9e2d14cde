/**
 * Client-side grouping of map markers (decision 014): markers whose icons would overlap at the
 * current zoom are drawn as one cluster with their count, so that no target hides another and
 * "33件" never looks like one pin. Works in screen pixels, which only the map knows; the map
 * passes each item's projected point.
 */

/** A pin icon's box around its point (the tip, at the bottom middle), in px. */
export const PIN = { width: 28, height: 40 } as const;

/** Space kept free between two targets, in px. */
const GAP = 4;

/** The round cluster icon's diameter for a count, in px (each ≥ 24 px, a tap target). */
export function clusterSize(count: number): number {
  return count < 100 ? 34 : count < 1000 ? 42 : 50;
}

export interface Projected<T> {
  item: T;
  /** The item's point in pixels at the zoom grouped for. */
  x: number;
  y: number;
  /** How many things the item stands for: 1 for a pin, more for a server's grid cell. */
  count: number;
  /** A pin (drawn above its point) rather than a cell (drawn round its point). */
  pin: boolean;
}

export interface MarkerGroup<T> {
  members: Projected<T>[];
  count: number;
  /** Where the group is drawn: its members' points weighted by their counts. */
  x: number;
  y: number;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The screen box a group's icon covers: a pin above its point, a cluster round its centre. */
function iconBox(group: MarkerGroup<unknown>): Box {
  const [only] = group.members;
  if (group.members.length === 1 && only?.pin) {
    const half = PIN.width / 2;
    return {
      left: group.x - half,
      right: group.x + half,
      top: group.y - PIN.height,
      bottom: group.y,
    };
  }
  const half = clusterSize(group.count) / 2;
  return {
    left: group.x - half,
    right: group.x + half,
    top: group.y - half,
    bottom: group.y + half,
  };
}

function overlap(a: Box, b: Box): boolean {
  return (
    a.left < b.right + GAP &&
    b.left < a.right + GAP &&
    a.top < b.bottom + GAP &&
    b.top < a.bottom + GAP
  );
}

function combine<T>(a: MarkerGroup<T>, b: MarkerGroup<T>): MarkerGroup<T> {
  const count = a.count + b.count;
  return {
    members: [...a.members, ...b.members],
    count,
    x: (a.x * a.count + b.x * b.count) / count,
    y: (a.y * a.count + b.y * b.count) / count,
  };
}

/**
 * Groups `items` until no two icons overlap: each pair that would touch becomes one cluster at
 * their weighted middle, and merging repeats until nothing moves (a grown cluster may reach a
 * neighbour). Quadratic in the number of items, which the server caps at a few hundred.
 */
export function groupMarkers<T>(items: Projected<T>[]): MarkerGroup<T>[] {
  const groups: MarkerGroup<T>[] = items.map((member) => ({
    members: [member],
    count: member.count,
    x: member.x,
    y: member.y,
  }));
  let merged = true;
  while (merged) {
    merged = false;
    for (let i = 0; i < groups.length; i += 1) {
      for (let j = i + 1; j < groups.length; j += 1) {
        const [a, b] = [groups[i] as MarkerGroup<T>, groups[j] as MarkerGroup<T>];
        if (!overlap(iconBox(a), iconBox(b))) continue;
        groups[i] = combine(a, b);
        groups.splice(j, 1);
        merged = true;
        // The grown group may now touch one already passed.
        j = i;
      }
    }
  }
  return groups;
}

/**
 * The first zoom above `zoom` (up to `maxZoom`) at which the `members` of a group no longer
 * make one group, or null when they never part (the same place). `project` gives a member's
 * pixel point at a zoom.
 */
export function splitZoom<T>(
  members: Projected<T>[],
  zoom: number,
  maxZoom: number,
  project: (item: T, zoom: number) => { x: number; y: number },
): number | null {
  for (let next = zoom + 1; next <= maxZoom; next += 1) {
    const apart = groupMarkers(
      members.map((member) => ({ ...member, ...project(member.item, next) })),
    );
    if (apart.length > 1) return next;
  }
  return null;
}
