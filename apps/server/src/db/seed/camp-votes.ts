import type { Random } from './demo-images.ts';

/** A camp's lean on each statement: 1 to agree, -1 to disagree. */
export type Lean = readonly (readonly number[])[];

/** `camps` camps each leaning to agree or disagree with each of `statements` at random. */
export const randomLean = (random: Random, camps: number, statements: number): Lean =>
  Array.from({ length: camps }, () =>
    Array.from({ length: statements }, () => (random() < 0.5 ? 1 : -1)),
  );

/**
 * Votes of people in opinion camps (issue 34), for the demo consultation, the tests and the
 * bench: person p is in camp p mod the camps and votes on `perPerson` distinct statements drawn
 * at random; a vote follows the camp's lean 70 % of the time, goes against it 15 % and passes
 * 15 %. People and statements are numbered from 0; the same random gives the same votes.
 */
export function campVotes(random: Random, lean: Lean, people: number, perPerson: number) {
  const statements = lean[0]?.length ?? 0;
  const votes: { person: number; statement: number; vote: number }[] = [];
  for (let person = 0; person < people; person++) {
    const camp = lean[person % lean.length] ?? [];
    const chosen = new Set<number>();
    while (chosen.size < Math.min(perPerson, statements))
      chosen.add(Math.floor(random() * statements));
    for (const statement of chosen) {
      const roll = random();
      const side = camp[statement] ?? 1;
      votes.push({ person, statement, vote: roll < 0.15 ? 0 : roll < 0.3 ? -side : side });
    }
  }
  return votes;
}
