import { describe, expect, it } from 'vitest';
import {
  canAssignStatement,
  canCastBallot,
  canCreateConsultation,
  canCreateEvent,
  canDeleteStatement,
  canDeleteStatementComment,
  canEditStatement,
  canEnterProject,
  canHideComment,
  canManageBudgets,
  canManageConsultation,
  canManageDepartments,
  canManageEvent,
  canModerate,
  canReadCityStats,
  canReport,
  canSeeHidden,
  canSetStatus,
  canSupportProject,
  canTakePartInConsultation,
  isBlocked,
  type Viewer,
} from './permissions.ts';

const OWNER = 1;
const COMMENTER = 2;
const ROADS = 10;
const PARKS = 11;
const viewers = {
  guest: null,
  other: { id: 3, role: 0 },
  owner: { id: OWNER, role: 0 },
  commenter: { id: COMMENTER, role: 0 },
  'role 1': { id: 4, role: 1 },
  blocked: { id: 5, role: 0, blocked: true },
  'roads staff': { id: 6, role: 0, department_ids: [ROADS] },
  'parks staff': { id: 7, role: 0, department_ids: [PARKS] },
} satisfies Record<string, Viewer>;
type Who = keyof typeof viewers;

const statement = { user_id: OWNER };
const event = { user_id: OWNER };
const comment = { user_id: COMMENTER };

/** Every action of SPEC §6, with who may do it. */
const actions: [string, (viewer: Viewer) => boolean, Who[]][] = [
  ['edit a statement', (v) => canEditStatement(v, statement), ['owner']],
  ['delete a statement', (v) => canDeleteStatement(v, statement), ['owner', 'role 1']],
  [
    'delete a statement comment',
    (v) => canDeleteStatementComment(v, { statement, comment }),
    ['owner', 'commenter', 'role 1'],
  ],
  ['create an event', canCreateEvent, ['role 1']],
  ['edit or delete an event', (v) => canManageEvent(v, event), ['owner', 'role 1']],
  [
    'report a statement',
    (v) => canReport(v, statement),
    ['other', 'commenter', 'role 1', 'roads staff', 'parks staff'],
  ],
  ['moderate', canModerate, ['role 1']],
  [
    'hide a visible comment',
    (v) => canHideComment(v, { ...comment, hidden_reason: null }),
    ['role 1'],
  ],
  ['hide a hidden comment again', (v) => canHideComment(v, { hidden_reason: 'reports' }), []],
  [
    "set the status of roads' statement",
    (v) => canSetStatus(v, { department_id: ROADS }),
    ['role 1', 'roads staff'],
  ],
  [
    'set the status of a statement nobody owns',
    (v) => canSetStatus(v, { department_id: null }),
    ['role 1'],
  ],
  [
    "hand roads' statement over",
    (v) => canAssignStatement(v, { department_id: ROADS }),
    ['role 1', 'roads staff'],
  ],
  [
    'take up a statement nobody owns',
    (v) => canAssignStatement(v, { department_id: null }),
    ['role 1', 'roads staff', 'parks staff'],
  ],
  ['manage departments and staff', canManageDepartments, ['role 1']],
  ['read the dashboard', canReadCityStats, ['role 1', 'roads staff', 'parks staff']],
  ['see a hidden statement', (v) => canSeeHidden(v, statement), ['owner', 'role 1']],
  ['is blocked', isBlocked, ['blocked']],
  ['manage budgets (create, phase, review, codes)', canManageBudgets, ['role 1']],
  ['enter a statement into a budget', (v) => canEnterProject(v, statement), ['owner']],
  [
    'support a project',
    canSupportProject,
    ['other', 'owner', 'commenter', 'role 1', 'roads staff', 'parks staff'],
  ],
  [
    'keep a ballot where no check is asked',
    (v) => canCastBallot(v, { requires_verification: false, verified: false }),
    ['other', 'owner', 'commenter', 'role 1', 'roads staff', 'parks staff'],
  ],
  [
    'keep a ballot unverified where the check is asked',
    (v) => canCastBallot(v, { requires_verification: true, verified: false }),
    [],
  ],
  [
    'keep a ballot verified where the check is asked',
    (v) => canCastBallot(v, { requires_verification: true, verified: true }),
    ['other', 'owner', 'commenter', 'role 1', 'roads staff', 'parks staff'],
  ],
  ['start a consultation without an event', (v) => canCreateConsultation(v, null), ['role 1']],
  [
    'start a consultation of an event (its organiser)',
    (v) => canCreateConsultation(v, event),
    ['owner', 'role 1'],
  ],
  [
    'seed and moderate a consultation’s statements',
    (v) => canManageConsultation(v, { user_id: OWNER }),
    ['owner', 'role 1'],
  ],
  [
    'vote and propose statements in a consultation',
    canTakePartInConsultation,
    ['other', 'owner', 'commenter', 'role 1', 'roads staff', 'parks staff'],
  ],
];

describe.each(actions)('%s', (_action, can, allowed) => {
  it.each(Object.keys(viewers) as Who[])('for %s', (who) => {
    expect(can(viewers[who])).toBe(allowed.includes(who));
  });
});

it('a role 1 user who owns the resource keeps every right', () => {
  const moderator = { id: OWNER, role: 1 };
  expect(canEditStatement(moderator, statement)).toBe(true);
  expect(canManageEvent(moderator, event)).toBe(true);
});
