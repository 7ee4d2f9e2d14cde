import { asc, eq } from 'drizzle-orm';
import type { AccountExport } from '@iagree/contract';
import type { Storage } from '../../../adapters/storage.ts';
import type { Database } from '../../../db/client.ts';
import {
  agrees,
  budgetBallots,
  budgetProjects,
  budgetSupports,
  consultationStatements,
  consultationVotes,
  eventComments,
  events,
  notificationSettings,
  reports,
  statementComments,
  statementFollows,
  statementImages,
  statements,
  users,
} from '../../../db/schema.ts';
import { profileColumns } from '../users.ts';

/**
 * Everything the person `userId` gave, theirs alone (decision 029): their profile and
 * settings, what they posted (hidden things included, with why), their agrees, follows,
 * reports, supports and ballots, consultation statements and votes. Other people's names and texts never appear: a comment names its statement by id.
 */
export async function exportAccount(
  db: Database,
  storage: Storage,
  userId: number,
): Promise<AccountExport> {
  const [profile] = await db
    .select({
      ...profileColumns,
      created_at: users.createdAt,
      activated_at: users.activatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [
    own,
    images,
    comments,
    ownEvents,
    eventReplies,
    agreed,
    followed,
    reported,
    settings,
    supported,
    ballots,
    proposed,
    voted,
  ] = await Promise.all([
    db
      .select({
        id: statements.id,
        title: statements.title,
        description: statements.description,
        money: statements.money,
        address: statements.address,
        latitude: statements.latitude,
        longitude: statements.longitude,
        free_category: statements.freeCategory,
        event_id: statements.eventId,
        status: statements.status,
        hidden_reason: statements.hiddenReason,
        created_at: statements.createdAt,
        updated_at: statements.updatedAt,
      })
      .from(statements)
      .where(eq(statements.userId, userId))
      .orderBy(asc(statements.id)),
    db
      .select({ statementId: statementImages.statementId, key: statementImages.key })
      .from(statementImages)
      .innerJoin(statements, eq(statements.id, statementImages.statementId))
      .where(eq(statements.userId, userId))
      .orderBy(asc(statementImages.position), asc(statementImages.id)),
    db
      .select({
        id: statementComments.id,
        statement_id: statementComments.statementId,
        comment: statementComments.comment,
        hidden_reason: statementComments.hiddenReason,
        created_at: statementComments.createdAt,
      })
      .from(statementComments)
      .where(eq(statementComments.userId, userId))
      .orderBy(asc(statementComments.id)),
    db
      .select({
        id: events.id,
        code: events.code,
        title: events.title,
        description: events.description,
        start_date: events.startDate,
        end_date: events.endDate,
        start_time: events.startTime,
        end_time: events.endTime,
        address: events.address,
        company_name: events.companyName,
        created_at: events.createdAt,
      })
      .from(events)
      .where(eq(events.userId, userId))
      .orderBy(asc(events.id)),
    db
      .select({
        id: eventComments.id,
        event_id: eventComments.eventId,
        comment: eventComments.comment,
        address: eventComments.address,
        latitude: eventComments.latitude,
        longitude: eventComments.longitude,
        hidden_reason: eventComments.hiddenReason,
        created_at: eventComments.createdAt,
      })
      .from(eventComments)
      .where(eq(eventComments.userId, userId))
      .orderBy(asc(eventComments.id)),
    db
      .select({ statement_id: agrees.statementId, created_at: agrees.createdAt })
      .from(agrees)
      .where(eq(agrees.userId, userId))
      .orderBy(asc(agrees.statementId)),
    db
      .select({
        statement_id: statementFollows.statementId,
        created_at: statementFollows.createdAt,
      })
      .from(statementFollows)
      .where(eq(statementFollows.userId, userId))
      .orderBy(asc(statementFollows.statementId)),
    db
      .select({
        target_type: reports.targetType,
        target_id: reports.targetId,
        reason: reports.reason,
        details: reports.details,
        created_at: reports.createdAt,
        resolved_at: reports.resolvedAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, userId))
      .orderBy(asc(reports.id)),
    db
      .select({ kind: notificationSettings.kind, frequency: notificationSettings.frequency })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId)),
    db
      .select({
        budget_id: budgetProjects.budgetId,
        project_id: budgetSupports.projectId,
        created_at: budgetSupports.createdAt,
      })
      .from(budgetSupports)
      .innerJoin(budgetProjects, eq(budgetProjects.id, budgetSupports.projectId))
      .where(eq(budgetSupports.userId, userId))
      .orderBy(asc(budgetSupports.projectId)),
    db
      .select({
        budget_id: budgetBallots.budgetId,
        project_ids: budgetBallots.projectIds,
        updated_at: budgetBallots.updatedAt,
      })
      .from(budgetBallots)
      .where(eq(budgetBallots.userId, userId))
      .orderBy(asc(budgetBallots.budgetId)),
    db
      .select({
        id: consultationStatements.id,
        consultation_id: consultationStatements.consultationId,
        text: consultationStatements.text,
        status: consultationStatements.status,
        created_at: consultationStatements.createdAt,
      })
      .from(consultationStatements)
      .where(eq(consultationStatements.userId, userId))
      .orderBy(asc(consultationStatements.id)),
    db
      .select({
        consultation_id: consultationVotes.consultationId,
        statement_id: consultationVotes.statementId,
        vote: consultationVotes.vote,
        created_at: consultationVotes.createdAt,
        updated_at: consultationVotes.updatedAt,
      })
      .from(consultationVotes)
      .where(eq(consultationVotes.userId, userId))
      .orderBy(asc(consultationVotes.statementId)),
  ]);
  const imagesOf = (id: number) =>
    images.filter((image) => image.statementId === id).map((image) => storage.url(image.key));
  return {
    exported_at: new Date().toISOString(),
    profile: {
      ...profile,
      avatar: profile?.avatar ? storage.url(profile.avatar) : null,
    },
    settings: { locale: profile?.locale ?? 'ja', notifications: settings },
    statements: own.map((statement) => ({ ...statement, images: imagesOf(statement.id) })),
    comments,
    events: ownEvents,
    event_comments: eventReplies,
    agrees: agreed,
    follows: followed,
    reports: reported,
    budget_supports: supported,
    budget_ballots: ballots,
    consultation_statements: proposed,
    consultation_votes: voted,
  };
}
