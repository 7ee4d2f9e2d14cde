/**
 * The mean silhouette of a clustering (Rousseeuw 1987): for each point, how much nearer it is to
 * its own cluster than to the next one, from −1 to 1. A point alone in its cluster counts 0.
 * Quadratic in the points, which the plane's 2,000 points afford.
 */
export function silhouette(points: readonly number[][], labels: readonly number[], k: number) {
  const n = points.length;
  if (n === 0) return 0;
  const sizes = new Float64Array(k);
  for (const label of labels) sizes[label] = (sizes[label] ?? 0) + 1;
  const xs = Float64Array.from(points, (point) => point[0] ?? 0);
  const ys = Float64Array.from(points, (point) => point[1] ?? 0);
  const sums = new Float64Array(k);
  let total = 0;
  for (let i = 0; i < n; i++) {
    sums.fill(0);
    const xi = xs[i] ?? 0;
    const yi = ys[i] ?? 0;
    for (let j = 0; j < n; j++) {
      const label = labels[j] ?? 0;
      sums[label] = (sums[label] ?? 0) + Math.hypot(xi - (xs[j] ?? 0), yi - (ys[j] ?? 0));
    }
    const own = labels[i] ?? 0;
    const ownSize = sizes[own] ?? 0;
    if (ownSize < 2) continue;
    const a = (sums[own] ?? 0) / (ownSize - 1);
    let b = Infinity;
    for (let label = 0; label < k; label++) {
      const size = sizes[label] ?? 0;
      if (label !== own && size > 0) b = Math.min(b, (sums[label] ?? 0) / size);
    }
    if (b === Infinity) continue;
    const spread = Math.max(a, b);
    total += spread === 0 ? 0 : (b - a) / spread;
  }
  return total / n;
}
