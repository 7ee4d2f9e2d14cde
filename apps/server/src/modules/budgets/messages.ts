import type { Localized } from '../../i18n/localized.ts';

export const budgetMessages = {
  notFound: { ja: '予算が見つかりません。', en: 'The budget was not found.' },
  projectNotFound: {
    ja: 'この予算の事業が見つかりません。',
    en: 'The project was not found in this budget.',
  },
  statementNotFound: { ja: '声が見つかりません。', en: 'The statement was not found.' },
  notAuthor: {
    ja: '事業として応募できるのは、声の投稿者だけです。',
    en: 'Only the author of a statement can enter it as a project.',
  },
  noAmount: {
    ja: '応募する前に、声に金額を入れてください。',
    en: 'Give the statement an amount before entering it.',
  },
  alreadyEntered: {
    ja: 'この声はすでにこの予算に応募しています。',
    en: 'This statement is already a project of this budget.',
  },
  wrongPhase: {
    ja: 'この予算は今「{phase}」の段階なので、この操作はできません。',
    en: 'The budget is in its “{phase}” phase, so this cannot be done now.',
  },
  backwards: {
    ja: '段階は先にしか進められません（今は「{phase}」）。',
    en: 'Phases only move forward (it is now “{phase}”).',
  },
  notFinished: {
    ja: '結果は予算が終了してから公開されます。',
    en: 'The results are published once the budget is finished.',
  },
  overTotal: {
    ja: '選んだ事業の合計 {spent} が予算 {total} を超えています。',
    en: 'The projects chosen add up to {spent}, more than the budget of {total}.',
  },
  infeasible: {
    ja: '実施できないと判断された事業には投票できません。',
    en: 'A project found infeasible cannot be voted for.',
  },
  unknownProject: {
    ja: 'この予算にない事業が含まれています。',
    en: 'A project is not part of this budget.',
  },
  verificationRequired: {
    ja: 'この予算に投票するには、市から郵送されたコードで住民確認をしてください。',
    en: 'To vote in this budget, first confirm you are a resident with the code the city sent you.',
  },
  badCode: {
    ja: 'このコードは使えません。入力を確かめてください（コードは1回だけ使えます）。',
    en: 'This code cannot be used. Check what you typed (each code works once).',
  },
  badCodeLine: {
    ja: '{line}行目が SHA-256 ハッシュ（16進数64桁）ではありません。',
    en: 'Line {line} is not a SHA-256 hash (64 hexadecimal digits).',
  },
  noCheck: {
    ja: 'この予算は住民確認を求めていません。',
    en: 'This budget does not ask for a resident check.',
  },
  /** The official answer a winning project's statement gets, in both languages. */
  won: {
    ja: '参加型予算「{title}」で採択されました（{ballots}票、{price}）。',
    en: 'Chosen in the participatory budget “{title}” ({ballots} ballots, {priceEn}).',
  },
} satisfies Record<string, Localized>;

/** The phases as a message names them. */
export const phaseNames = {
  accepting: { ja: '応募受付', en: 'accepting projects' },
  supporting: { ja: '支持', en: 'supporting' },
  reviewing: { ja: '審査', en: 'reviewing' },
  balloting: { ja: '投票', en: 'balloting' },
  finished: { ja: '終了', en: 'finished' },
} satisfies Record<string, Localized>;
