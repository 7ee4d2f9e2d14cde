import {
  ballotBodySchema,
  ballotResponseSchema,
  budgetBodySchema,
  budgetCandidatesQuerySchema,
  budgetCandidatesResponseSchema,
  budgetCodesBodySchema,
  budgetCodesResponseSchema,
  budgetPhaseBodySchema,
  budgetProjectBodySchema,
  budgetProjectResponseSchema,
  budgetResponseSchema,
  budgetResultsResponseSchema,
  budgetReviewBodySchema,
  budgetReviewParamsSchema,
  budgetsResponseSchema,
  budgetSupportBodySchema,
  budgetSupportResponseSchema,
  budgetVerificationBodySchema,
} from '../budgets.ts';
import { budgetCalls } from '../calls/budgets.ts';
import type { CallSchemas } from '../calls/call.ts';
import { idParamSchema, languageQuerySchema } from '../common.ts';
import { described, errors } from './route.ts';

const tags = ['budgets'] as const;
const writeErrors = errors(401, 403, 404, 409, 422);
/** A write of a budget by id, in the caller's session. */
const writing = { tags, auth: 'session', params: idParamSchema } as const;

export const budgetSchemas = {
  list: {
    tags,
    summary: 'Every budget with its phase, newest first',
    query: languageQuerySchema,
    response: { 200: budgetsResponseSchema },
  },
  detail: {
    tags,
    summary:
      'A budget: phase, total, projects (price, feasibility, explanation, supports) and the ' +
      'caller’s supports, ballot and resident check',
    params: idParamSchema,
    query: languageQuerySchema,
    response: { 200: budgetResponseSchema, ...errors(404) },
  },
  results: {
    tags,
    summary:
      'A finished budget’s results: projects by ballots, winners taken while they fit (409 ' +
      'before it is finished)',
    params: idParamSchema,
    query: languageQuerySchema,
    response: { 200: budgetResultsResponseSchema, ...errors(404, 409) },
  },
  create: {
    tags,
    summary: 'Creates a budget in its accepting phase (role 1; logged)',
    auth: 'session',
    body: budgetBodySchema,
    response: { 201: budgetResponseSchema, ...writeErrors },
  },
  movePhase: {
    ...writing,
    summary:
      'Moves a budget to a later phase, never back (role 1; logged); finishing it stores ' +
      'the results and gives the winners’ statements a status',
    body: budgetPhaseBodySchema,
    response: { 200: budgetResponseSchema, ...writeErrors },
  },
  review: {
    ...writing,
    summary:
      'Sets a project’s feasibility, final price and public explanation while the budget ' +
      'is reviewing (role 1; logged)',
    params: budgetReviewParamsSchema,
    body: budgetReviewBodySchema,
    response: { 200: budgetResponseSchema, ...writeErrors },
  },
  uploadCodes: {
    ...writing,
    summary:
      'Adds the city’s resident codes, as a CSV of SHA-256 hashes, to a budget that ' +
      'requires the check (role 1; logged)',
    body: budgetCodesBodySchema,
    response: { 200: budgetCodesResponseSchema, ...writeErrors },
  },
  candidates: {
    ...writing,
    summary:
      'The caller’s own statements to enter as projects, newest first, ten at a time, by a ' +
      'word of the title: each with its amount (null: none yet) and its project here (null: ' +
      'not entered)',
    query: budgetCandidatesQuerySchema,
    response: { 200: budgetCandidatesResponseSchema, ...errors(401, 404, 422) },
  },
  enter: {
    ...writing,
    summary: 'The statement’s author enters it as a project while the budget is accepting',
    body: budgetProjectBodySchema,
    response: { 201: budgetProjectResponseSchema, ...writeErrors },
  },
  support: {
    ...writing,
    summary:
      'Supports a project while the budget is supporting: 201, or 200 when already supported',
    body: budgetSupportBodySchema,
    response: {
      200: budgetSupportResponseSchema,
      201: budgetSupportResponseSchema,
      ...writeErrors,
    },
  },
  ballot: {
    ...writing,
    summary:
      'The caller’s one ballot while the budget is balloting, replaced whole: 422 over the ' +
      'total or with an infeasible or unknown project, 409 outside balloting',
    body: ballotBodySchema,
    response: { 200: ballotResponseSchema, ...writeErrors },
  },
  verify: {
    ...writing,
    summary:
      'Redeems the resident code the city sent by post, once, one per account (budgets ' +
      'that require the check)',
    body: budgetVerificationBodySchema,
    response: { 200: budgetResponseSchema, ...writeErrors },
  },
} satisfies Record<string, CallSchemas>;

export const budgetRoutes = described(budgetCalls, budgetSchemas);
