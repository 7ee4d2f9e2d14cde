import type { Localized } from '../../i18n/localized.ts';

export const departmentMessages = {
  notFound: { ja: '部署が見つかりません。', en: 'The department was not found.' },
  nameTaken: {
    ja: 'この名前の部署はすでにあります。',
    en: 'A department with this name already exists.',
  },
  unknownCategory: { ja: '存在しないカテゴリーです。', en: 'Unknown category.' },
  unknownMunicipality: {
    ja: 'この名前の市区町村が見つかりません。「東京都練馬区」のように書いてください。',
    en: 'No municipality has this name. Write it as in 東京都練馬区.',
  },
  ambiguousMunicipality: {
    ja: 'この名前の市区町村は複数の都道府県にあります。都道府県名から書いてください（例：東京都府中市）。',
    en: 'Municipalities of several prefectures have this name: start with the prefecture (e.g. 東京都府中市).',
  },
  inCharge: {
    ja: 'この部署は{count}件の声を担当しています。引き継ぐ部署を選んでから削除してください。',
    en: 'This department is in charge of {count} statements: choose the department that takes them over, then delete it.',
  },
  unknownHandOver: {
    ja: '引き継ぐ部署が見つかりません。',
    en: 'The department to hand over to was not found.',
  },
  handOverToItself: {
    ja: '削除する部署自身には引き継げません。',
    en: 'A department cannot hand over to itself.',
  },
  unknownUser: { ja: 'このユーザーは見つかりません。', en: 'The user was not found.' },
  notMember: {
    ja: 'このユーザーはこの部署の職員ではありません。',
    en: 'This user is not on the department’s staff.',
  },
  memberAdded: { ja: '部署の職員に加えました。', en: 'Added to the department’s staff.' },
  alreadyMember: {
    ja: 'すでにこの部署の職員です。',
    en: 'Already on the department’s staff.',
  },
} satisfies Record<string, Localized>;
