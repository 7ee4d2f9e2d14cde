import { ROLES } from './constants.ts';

/**
 * SPEC §6 as pure functions, asked by the server before a write and by the web before it
 * offers the button: one rule, written once. What any signed-in user may do (post, agree,
 * comment) needs only a session, which the server's `requireUser` checks.
 */

/** Who asks: the signed-in user (only `id` and `role` matter), or nobody for a guest. */
export type Viewer = { id: number; role: number; blocked?: boolean } | null | undefined;

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

/** Role 1 says what became of a statement, with an official answer. */
export const canSetStatus = isPrivileged;

/** A blocked account reads but writes nothing. */
export const isBlocked = (viewer: Viewer): boolean => viewer?.blocked === true;

/** Anyone signed in and not blocked reports what others posted, never their own. */
export const canReport = (viewer: Viewer, target: Owned): boolean =>
  !!viewer && !isBlocked(viewer) && !owns(viewer, target);

/** Its author and role 1 still see a hidden thing (marked as hidden); nobody else does. */
export const canSeeHidden = (viewer: Viewer, target: Owned): boolean =>
  owns(viewer, target) || isPrivileged(viewer);
