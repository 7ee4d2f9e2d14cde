import type { Consultation, ConsultationStatement } from '@iagree/contract';

/** A statement `id` of a consultation saying `text`: approved, no votes yet, unless told. */
export const aConsultationStatement = (
  id: number,
  text: string,
  overrides: Partial<ConsultationStatement> = {},
): ConsultationStatement => ({
  id,
  text,
  status: 'approved',
  agrees: 0,
  disagrees: 0,
  passes: 0,
  my_vote: null,
  mine: false,
  created_at: '2026-11-27T00:00:00.000Z',
  ...overrides,
});

/** Consultation 5, run by user 99, with `statements`. */
export const aConsultation = (
  statements: ConsultationStatement[],
  overrides: Partial<Consultation> = {},
): Consultation => ({
  id: 5,
  user_id: 99,
  event_id: null,
  title: '公園の使い方',
  description: '意見をください',
  participants: 1,
  statements,
  next_statement: statements.find((statement) => statement.my_vote === null) ?? null,
  created_at: '2026-11-27T00:00:00.000Z',
  ...overrides,
});
