import { ROLES } from './constants.ts';

/**
 * SPEC §6 as pure functions, asked by the server before a write and by the web before it
 * offers the button: one rule, written once. What any signed-in user may do (post, agree,
 * comment) needs only a session, which the server's `requireUser` checks.
 */

/**
 * Who asks: the signed-in user (`id`, `role`, and the departments whose staff they are), or
 * nobody for a guest.
 */
export type Viewer =
  | { id: number; role: number; blocked?: boolean; department_ids?: readonly number[] }
  | null
  | undefined;

/** A viewer known to be signed in (a route that requires a session). */
export type SignedInViewer = NonNullable<Viewer>;

/** A statement or an event: whoever posted it owns it. */
export interface Owned {
  user_id: number;
}

export const isPrivileged = (viewer: Viewer): boolean => viewer?.role === ROLES.privileged;

const owns = (viewer: Viewer, resource: Owned): boolean => viewer?.id === resource.user_id;

/** "Edit only by owner". */
export const canEditStatement = owns;

/** The owner or role 1. */
export const canDeleteStatement = (viewer: Viewer, statement: Owned): boolean =>
  owns(viewer, statement) || isPrivileged(viewer);

/** The comment's author, the statement's owner or role 1. */
export const canDeleteStatementComment = (
  viewer: Viewer,
  { statement, comment }: { statement: Owned; comment: Owned },
): boolean => owns(viewer, comment) || canDeleteStatement(viewer, statement);

/**
 * What concerns one's own account alone — its mail settings, its data export, leaving — any
 * signed-in person may do, a blocked one too: a block stops writing to others, never the
 * right to stop one's mail or to leave (issue 30).
 */
export const canManageOwnAccount = (viewer: Viewer): boolean =>
  viewer !== null && viewer !== undefined;

/** Role 1 creates events (and sees the Create event menu and the My event table). */
export const canCreateEvent = isPrivileged;

/** The event's owner or role 1 edits and deletes it. */
export const canManageEvent = (viewer: Viewer, event: Owned): boolean =>
  owns(viewer, event) || isPrivileged(viewer);

/**
 * Who manages an event gathers the statements it answers: links any visible statement to it
 * (one not linked elsewhere) and unlinks what is linked to it (issue 29).
 */
export const canLinkStatementToEvent = canManageEvent;

/** Role 1 reviews reports, hides and restores things, blocks authors and reads the log. */
export const canModerate = isPrivileged;

/**
 * Role 1 hides a visible comment straight from its menu, with a reason for the log, without
 * reporting it first (issue 29); a hidden one is theirs to restore on the moderation page.
 */
export const canHideComment = (viewer: Viewer, comment: { hidden_reason?: string | null }) =>
  canModerate(viewer) && !comment.hidden_reason;

/** A statement as its department owns it (issue 32): null while no department does. */
export interface Routed {
  department_id: number | null;
}

/** Staff: a member of at least one department (issue 32). */
export const isStaff = (viewer: Viewer): boolean => (viewer?.department_ids?.length ?? 0) > 0;

const staffOf = (viewer: Viewer, departmentId: number | null): boolean =>
  departmentId !== null && (viewer?.department_ids?.includes(departmentId) ?? false);

/** Role 1 creates departments and names their staff. */
export const canManageDepartments = isPrivileged;

/** Role 1 and staff read the dashboard at /admin and its figures. */
export const canReadCityStats = (viewer: Viewer): boolean =>
  isPrivileged(viewer) || isStaff(viewer);

/**
 * Says what became of a statement, with an official answer: role 1, or the staff of the
 * department in charge of it (issue 32) — never another department's.
 */
export const canSetStatus = (viewer: Viewer, statement: Routed): boolean =>
  isPrivileged(viewer) || staffOf(viewer, statement.department_id);

/**
 * Hands a statement to a department: role 1, the staff of the department in charge, or any
 * staff while no department is (so that one lost by the routing is taken up).
 */
export const canAssignStatement = (viewer: Viewer, statement: Routed): boolean =>
  canSetStatus(viewer, statement) || (statement.department_id === null && isStaff(viewer));

/** A blocked account reads but writes nothing. */
export const isBlocked = (viewer: Viewer): boolean => viewer?.blocked === true;

/** Anyone signed in and not blocked reports what others posted, never their own. */
export const canReport = (viewer: Viewer, target: Owned): boolean =>
  !!viewer && !isBlocked(viewer) && !owns(viewer, target);

/**
 * The hidden-content rule (decision 013, 044), in two parts the server's SQL (`visibleTo`)
 * builds from as well: who sees every hidden thing (role 1), and whose own hidden things
 * a viewer still sees (their author's; a guest owns nothing). Nobody else sees a hidden thing.
 */
export const hiddenRule = {
  seesEveryHidden: (viewer: Viewer): boolean => isPrivileged(viewer),
  /** The author id whose hidden things the viewer still sees, or null. */
  ownerSeen: (viewer: Viewer): number | null => viewer?.id ?? null,
} as const;

/** Its author and role 1 still see a hidden thing (marked as hidden); nobody else does. */
export const canSeeHidden = (viewer: Viewer, target: Owned): boolean =>
  hiddenRule.seesEveryHidden(viewer) || hiddenRule.ownerSeen(viewer) === target.user_id;

/**
 * Participatory budgeting (issue 33). Role 1 creates budgets, moves their phase, reviews
 * projects and uploads the city's resident codes.
 */
export const canManageBudgets = isPrivileged;

/** A statement's author (not blocked) enters it into a budget as a project. */
export const canEnterProject = (viewer: Viewer, statement: Owned): boolean =>
  owns(viewer, statement) && !isBlocked(viewer);

/** Anyone signed in and not blocked supports projects, their own too. */
export const canSupportProject = (viewer: Viewer): boolean => !!viewer && !isBlocked(viewer);

/**
 * Anyone signed in and not blocked keeps a ballot; where the budget requires it, only once they
 * redeemed one of the city's resident codes (decision 035).
 */
export const canCastBallot = (
  viewer: Viewer,
  budget: { requires_verification: boolean; verified: boolean },
): boolean => canSupportProject(viewer) && (!budget.requires_verification || budget.verified);

/**
 * Starts a consultation (issue 34): role 1, or the organiser of the event it belongs to — who
 * manages that event. A blocked account starts nothing.
 */
export const canCreateConsultation = (viewer: Viewer, event: Owned | null): boolean =>
  !isBlocked(viewer) && (isPrivileged(viewer) || (event !== null && canManageEvent(viewer, event)));

/**
 * Who runs a consultation — its creator, or role 1 — seeds statements that are approved at once
 * and approves or rejects the participants' own (logged).
 */
export const canManageConsultation = (viewer: Viewer, consultation: Owned): boolean =>
  !isBlocked(viewer) && (owns(viewer, consultation) || isPrivileged(viewer));

/**
 * Anyone signed in and not blocked votes and proposes statements (which wait for approval
 * unless they run the consultation).
 */
export const canTakePartInConsultation = (viewer: Viewer): boolean =>
  !!viewer && !isBlocked(viewer);
