import type { Transaction } from '../client.ts';
import { budgetBallots, budgetProjects, budgetSupports, budgets } from '../schema.ts';

/**
 * The demo's participatory budget (issue 33), already at its ballot so that a first visitor of
 * /budgets sees every part working: projects entered from demo statements, supported, reviewed
 * by the city (one found infeasible, one repriced), and more asked for than the total allows.
 */
export const DEMO_BUDGET = {
  title: '2027年度 みんなで決める地域予算（デモ）',
  description:
    '区の予算のうち300万円の使い道を、住民の声から選びます。金額を入れた声の投稿者が事業として' +
    '応募し、支持を集め、区が実施できるかと金額を審査しました。予算の範囲内で、実施してほしい' +
    '事業を選んで投票してください。',
  total: 3_000_000,
  /** Statements by title, with the city's review; the price is the statement's unless given. */
  projects: [
    {
      title: '夜道が暗いので街灯を増やしてほしい',
      explanation: '通学路の3か所に LED 街灯を設置できます。',
    },
    {
      title: '公園にベンチと日陰を',
      explanation: 'ベンチ4基と日よけを設置できます。',
    },
    {
      title: '歩道の段差をなくしてほしい',
      price: 1_200_000,
      explanation: '既存の道路補修と合わせて行うため、金額を見直しました。',
    },
    {
      title: '放課後の学習スペースがほしい',
      explanation: '地区センターの一室を平日の放課後に開放できます。',
    },
    {
      title: '商店街にだれでも使える休憩スペースを',
      explanation: '空き店舗を借りて休憩スペースにできます。',
    },
    {
      title: '公園のトイレを明るく清潔にしてほしい',
      feasible: false,
      explanation: '建て替えが必要で、この予算の総額に収まりません。来年度の改修計画で検討します。',
    },
  ],
} as const;

/** How many of the demo's ordinary users support each project, in the order above. */
const SUPPORTERS = [5, 4, 3, 2, 2, 4];

/**
 * The demo budget in its balloting phase, by the organiser; supports and two ballots from the
 * ordinary users (the first of them keeps none, so that the demo user can cast theirs).
 */
export async function insertDemoBudget(
  tx: Transaction,
  {
    now,
    organiserId,
    residents,
    statementId,
    money,
  }: {
    now: Date;
    organiserId: number;
    residents: number[];
    statementId: (title: string) => number;
    money: (title: string) => number;
  },
) {
  const started = new Date(now.getTime() - 21 * 24 * 3_600_000);
  const [budget] = await tx
    .insert(budgets)
    .values({
      title: DEMO_BUDGET.title,
      description: DEMO_BUDGET.description,
      total: DEMO_BUDGET.total,
      phase: 'balloting',
      createdBy: organiserId,
      createdAt: started,
      updatedAt: now,
    })
    .returning({ id: budgets.id });
  if (!budget) throw new Error('demo budget not created');
  const budgetId = budget.id;
  const projects = await tx
    .insert(budgetProjects)
    .values(
      DEMO_BUDGET.projects.map((project, index) => ({
        budgetId,
        statementId: statementId(project.title),
        price: 'price' in project ? project.price : money(project.title),
        feasible: 'feasible' in project ? project.feasible : true,
        explanation: project.explanation,
        supportCount: Math.min(SUPPORTERS[index] ?? 0, residents.length),
        createdAt: new Date(started.getTime() + index * 3_600_000),
      })),
    )
    .returning({ id: budgetProjects.id, supports: budgetProjects.supportCount });
  await tx
    .insert(budgetSupports)
    .values(
      projects.flatMap((project) =>
        residents.slice(0, project.supports).map((userId) => ({ projectId: project.id, userId })),
      ),
    );
  const [lights, bench, , study] = projects.map((project) => project.id);
  const [last, beforeLast] = residents.slice(1).reverse();
  if (!lights || !bench || !study || !last || !beforeLast) return;
  await tx.insert(budgetBallots).values([
    { budgetId, userId: last, projectIds: [lights, bench, study] },
    { budgetId, userId: beforeLast, projectIds: [lights, study] },
  ]);
}
