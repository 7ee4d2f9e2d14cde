import { z } from 'zod';
import type { CallSchemas } from '../calls/call.ts';
import { consultationCalls } from '../calls/consultations.ts';
import { idParamSchema, languageQuerySchema } from '../common.ts';
import {
  consultationAnalysisResponseSchema,
  consultationBodySchema,
  consultationExportParamsSchema,
  consultationListQuerySchema,
  consultationListResponseSchema,
  consultationModerationBodySchema,
  consultationResponseSchema,
  consultationStatementBodySchema,
  consultationStatementParamsSchema,
  consultationVoteBodySchema,
  consultationVoteResponseSchema,
  consultationVoteWithdrawnResponseSchema,
  createdConsultationResponseSchema,
  createdConsultationStatementResponseSchema,
  myGroupResponseSchema,
} from '../consultations.ts';
import { described, errors } from './route.ts';

const tags = ['consultations'] as const;
const writeErrors = errors(401, 403, 404, 409, 422, 429);
const writing = { tags, auth: 'session' } as const;

export const consultationSchemas = {
  list: {
    tags,
    summary:
      'The newest 100 consultations with their approved statements and participants; ' +
      '`event_id` gives those of one event',
    query: consultationListQuerySchema,
    response: { 200: consultationListResponseSchema, ...errors(422) },
  },
  create: {
    ...writing,
    summary: 'Starts a consultation (role 1, or the organiser of the event it belongs to)',
    body: consultationBodySchema,
    response: { 201: createdConsultationResponseSchema, ...writeErrors },
  },
  detail: {
    tags,
    summary:
      'A consultation with its statements and their counts, and for a signed-in caller ' +
      'their votes and the statement to vote on next',
    params: idParamSchema,
    query: languageQuerySchema,
    response: { 200: consultationResponseSchema, ...errors(404) },
  },
  addStatement: {
    ...writing,
    summary:
      'Adds a statement of at most 140 characters: approved at once from who runs the ' +
      'consultation, pending until approved from anyone else',
    params: idParamSchema,
    body: consultationStatementBodySchema,
    response: { 201: createdConsultationStatementResponseSchema, ...writeErrors },
  },
  moderateStatement: {
    ...writing,
    summary:
      'Approves or rejects a pending statement (who runs the consultation or role 1; logged)',
    params: consultationStatementParamsSchema,
    body: consultationModerationBodySchema,
    response: { 200: createdConsultationStatementResponseSchema, ...writeErrors },
  },
  vote: {
    ...writing,
    summary:
      'Votes 1 (agree), -1 (disagree) or 0 (pass) on an approved statement; a later vote ' +
      'on the same statement replaces the earlier',
    params: idParamSchema,
    body: consultationVoteBodySchema,
    response: { 200: consultationVoteResponseSchema, ...writeErrors },
  },
  withdrawVote: {
    ...writing,
    summary:
      'Withdraws the caller’s vote on a statement: its counts drop and the analysis ' +
      'follows (idempotent)',
    params: consultationStatementParamsSchema,
    response: { 200: consultationVoteWithdrawnResponseSchema, ...writeErrors },
  },
  analysis: {
    tags,
    summary:
      'The opinion groups, their representative statements, the consensus and the map, ' +
      'as last computed after votes arrived',
    params: idParamSchema,
    response: { 200: consultationAnalysisResponseSchema, ...errors(404) },
  },
  myGroup: {
    ...writing,
    summary: 'The caller’s opinion group in the latest analysis (null while in none)',
    params: idParamSchema,
    response: { 200: myGroupResponseSchema, ...errors(401, 404) },
  },
  exportFile: {
    tags,
    summary:
      'Statements and votes as Pol.is exports them: comments.csv, votes.csv, ' +
      'participants-votes.csv (participants numbered, never named)',
    params: consultationExportParamsSchema,
    response: { 200: z.string(), ...errors(404, 422) },
  },
} satisfies Record<string, CallSchemas>;

export const consultationRoutes = described(consultationCalls, consultationSchemas);
