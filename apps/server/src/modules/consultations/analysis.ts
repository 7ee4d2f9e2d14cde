import { kmeans } from 'ml-kmeans';
import { PCA } from 'ml-pca';
import {
  MAX_CONSENSUS_STATEMENTS,
  MAX_REPRESENTATIVE_STATEMENTS,
  type ConsultationAnalysis,
} from '@iagree/contract';
import { silhouette } from './silhouette.ts';

/**
 * The opinion groups of a consultation, by the method Pol.is publishes (issue 34, decision
 * 036). Pure: the same votes give the same answer (k-means is seeded), so tests and servers
 * agree.
 */

export interface VoteRow {
  statementId: number;
  userId: number;
  /** 1 agree, -1 disagree, 0 pass. */
  vote: number;
}

export interface Analysis {
  data: ConsultationAnalysis;
  /** The group of each counted participant, by user id: for my-group, never published. */
  groupOf: Record<string, number>;
  /** Per statement id: how far apart the groups' agree rates are (0 with one group). */
  separation: Record<string, number>;
}

/** Pol.is counts a participant once they voted on this many statements (or all, when fewer). */
const MIN_VOTES = 7;
const MAX_GROUPS = 5;
/** One-sided z at 90 % confidence. */
const Z_90 = 1.2816;
/** k-means starts from the same k-means++ centres every time. */
const SEED = 34;

const round = (value: number, digits: number) => {
  const scale = 10 ** digits;
  const rounded = Math.round(value * scale) / scale;
  return Number.isFinite(rounded) ? rounded : 0;
};

export function analyse(statementIds: readonly number[], votes: readonly VoteRow[]): Analysis {
  const column = new Map(statementIds.map((id, index) => [id, index]));
  const byUser = new Map<number, [number, number][]>();
  for (const { statementId, userId, vote } of votes) {
    const col = column.get(statementId);
    if (col === undefined) continue;
    let row = byUser.get(userId);
    if (!row) byUser.set(userId, (row = []));
    row.push([col, vote]);
  }
  const needed = Math.min(MIN_VOTES, statementIds.length);
  const people = [...byUser.keys()]
    .filter((userId) => needed > 0 && (byUser.get(userId)?.length ?? 0) >= needed)
    .sort((a, b) => a - b);
  const rows = people.map((userId) => byUser.get(userId) ?? []);

  const points = project(rows, statementIds.length);
  const groups = cluster(points);
  const tally = tallyByGroup(rows, groups, statementIds.length);

  const groupOf: Record<string, number> = {};
  people.forEach((userId, index) => (groupOf[userId] = groups.labels[index] ?? 0));
  return {
    data: {
      participants: people.length,
      groups: tally.map((group, id) => ({
        id,
        size: group.size,
        representative: representative(tally, id, statementIds),
      })),
      consensus: consensus(tally, statementIds),
      points: points.map(([x = 0, y = 0], index) => ({
        x: round(x, 4),
        y: round(y, 4),
        group: groups.labels[index] ?? 0,
      })),
    },
    groupOf,
    separation: Object.fromEntries(
      statementIds.map((id, col) => [id, round(separationOf(tally, col), 4)]),
    ),
  };
}

/**
 * The participants × statements matrix (+1 / −1 / 0, a missing vote filled with the
 * statement's mean among the counted participants) projected on its first two principal
 * components. Centred, a filled-in cell is 0: the matrix is as sparse as the votes, so its
 * statements × statements covariance is summed from each person's votes alone, and ml-pca's
 * eigendecomposition of it gives the components in a time bound by the statements (decision
 * 036: NIPALS on the dense matrix took a minute when the votes had no clear structure).
 */
function project(rows: [number, number][][], statements: number): number[][] {
  if (rows.length === 0) return [];
  if (rows.length < 2 || statements < 2) return rows.map(() => [0, 0]);
  const sums = new Float64Array(statements);
  const counts = new Float64Array(statements);
  for (const row of rows)
    for (const [col, vote] of row) {
      sums[col] = (sums[col] ?? 0) + vote;
      counts[col] = (counts[col] ?? 0) + 1;
    }
  const centred = rows.map((row) =>
    row.map(([col, vote]): [number, number] => [col, vote - (sums[col] ?? 0) / (counts[col] || 1)]),
  );
  const covariance = Array.from({ length: statements }, () => new Float64Array(statements));
  for (const row of centred)
    for (const [i, a] of row) {
      const line = covariance[i];
      if (line) for (const [j, b] of row) line[j] = (line[j] ?? 0) + (a * b) / (rows.length - 1);
    }
  const pca = new PCA(
    covariance.map((line) => Array.from(line)),
    { isCovarianceMatrix: true },
  );
  const components = pca.getEigenvectors();
  const first = components.getColumn(0);
  const second = components.getColumn(1);
  return centred.map((row) => {
    let x = 0;
    let y = 0;
    for (const [col, value] of row) {
      x += value * (first[col] ?? 0);
      y += value * (second[col] ?? 0);
    }
    return [Number.isFinite(x) ? x : 0, Number.isFinite(y) ? y : 0];
  });
}

interface Groups {
  labels: number[];
  count: number;
}

/**
 * k-means in the plane for k = 2…5, keeping the k of the best mean silhouette (the smaller k on
 * a tie), never more groups than distinct points; groups are then numbered by size, largest
 * first. Everyone in one place makes one group.
 */
function cluster(points: number[][]): Groups {
  const distinct = new Set(points.map(([x, y]) => `${x},${y}`)).size;
  let best: Groups = { labels: points.map(() => 0), count: points.length ? 1 : 0 };
  let bestScore = -Infinity;
  for (let k = 2; k <= Math.min(MAX_GROUPS, distinct, points.length - 1); k++) {
    const { clusters } = kmeans(points, k, { seed: SEED, initialization: 'kmeans++' });
    const score = silhouette(points, clusters, k);
    if (score > bestScore) {
      bestScore = score;
      best = { labels: clusters, count: k };
    }
  }
  return bySize(best);
}

function bySize({ labels, count }: Groups): Groups {
  const sizes = Array.from({ length: count }, (_, label) => ({ label, size: 0, first: Infinity }));
  labels.forEach((label, index) => {
    const group = sizes[label];
    if (!group) return;
    group.size++;
    group.first = Math.min(group.first, index);
  });
  const order = sizes
    .filter((group) => group.size > 0)
    .sort((a, b) => b.size - a.size || a.first - b.first);
  const renumber = new Map(order.map((group, id) => [group.label, id]));
  return { labels: labels.map((label) => renumber.get(label) ?? 0), count: order.length };
}

interface GroupTally {
  size: number;
  /** Per statement: agrees and votes (passes count as votes) of the group's members. */
  agrees: Uint32Array;
  votes: Uint32Array;
}

function tallyByGroup(rows: [number, number][][], groups: Groups, statements: number) {
  const tally: GroupTally[] = Array.from({ length: groups.count }, () => ({
    size: 0,
    agrees: new Uint32Array(statements),
    votes: new Uint32Array(statements),
  }));
  rows.forEach((row, index) => {
    const group = tally[groups.labels[index] ?? 0];
    if (!group) return;
    group.size++;
    for (const [col, vote] of row) {
      group.votes[col] = (group.votes[col] ?? 0) + 1;
      if (vote === 1) group.agrees[col] = (group.agrees[col] ?? 0) + 1;
    }
  });
  return tally;
}

/** (agrees + 1) / (votes + 2): the agree rate with Laplace's smoothing, as Pol.is uses it. */
const smoothedAgree = (group: GroupTally, col: number) =>
  ((group.agrees[col] ?? 0) + 1) / ((group.votes[col] ?? 0) + 2);

/**
 * The statements whose agree rate inside the group beats the rate outside it by a one-sided
 * two-proportion z-test at 90 %, strongest first.
 */
function representative(tally: GroupTally[], id: number, statementIds: readonly number[]) {
  const group = tally[id];
  if (!group || tally.length < 2) return [];
  const found: { statement_id: number; agree_in: number; agree_out: number; z: number }[] = [];
  statementIds.forEach((statementId, col) => {
    const nIn = group.votes[col] ?? 0;
    const aIn = group.agrees[col] ?? 0;
    let nOut = 0;
    let aOut = 0;
    tally.forEach((other, otherId) => {
      if (otherId === id) return;
      nOut += other.votes[col] ?? 0;
      aOut += other.agrees[col] ?? 0;
    });
    if (nIn === 0 || nOut === 0) return;
    const pIn = aIn / nIn;
    const pOut = aOut / nOut;
    const pooled = (aIn + aOut) / (nIn + nOut);
    const se = Math.sqrt(pooled * (1 - pooled) * (1 / nIn + 1 / nOut));
    if (se === 0) return;
    const z = (pIn - pOut) / se;
    if (z > Z_90)
      found.push({
        statement_id: statementId,
        agree_in: round(pIn, 3),
        agree_out: round(pOut, 3),
        z,
      });
  });
  return found
    .sort((a, b) => b.z - a.z || a.statement_id - b.statement_id)
    .slice(0, MAX_REPRESENTATIVE_STATEMENTS)
    .map(({ statement_id, agree_in, agree_out }) => ({ statement_id, agree_in, agree_out }));
}

/**
 * Group-aware consensus: the product over groups of (agrees + 1) / (votes + 2). A statement is
 * listed when every group leans to agree with it (its smoothed rate above one half), best first.
 */
function consensus(tally: GroupTally[], statementIds: readonly number[]) {
  if (tally.length === 0) return [];
  return statementIds
    .map((statementId, col) => ({
      statement_id: statementId,
      rates: tally.map((group) => smoothedAgree(group, col)),
    }))
    .filter(({ rates }) => rates.every((rate) => rate > 0.5))
    .map(({ statement_id, rates }) => ({
      statement_id,
      score: rates.reduce((product, rate) => product * rate, 1),
    }))
    .sort((a, b) => b.score - a.score || a.statement_id - b.statement_id)
    .slice(0, MAX_CONSENSUS_STATEMENTS)
    .map(({ statement_id, score }) => ({ statement_id, score: round(score, 4) }));
}

function separationOf(tally: GroupTally[], col: number) {
  if (tally.length < 2) return 0;
  const rates = tally.map((group) => smoothedAgree(group, col));
  return Math.max(...rates) - Math.min(...rates);
}
