import type { MessageKey } from './en.ts';

/** Messages shared by the browser's forms and the server's validation. */
export const ja: Record<MessageKey, string> = {
  'validation.required': '必須項目です',
  'validation.invalid': '入力内容が正しくありません',
  'validation.email_required': 'メールアドレスは必須です',
  'validation.password_required': 'パスワードは必須です',
  'validation.password_confirmation_required': 'パスワード(確認)は必須です',
  'validation.name_required': 'お名前は必須です',
  'validation.contact_email_required': 'メールアドレスは必須です',
  'validation.content_required': 'お問い合わせ内容は必須です',
  'validation.title_required': 'タイトルは必須です',
  'validation.description_required': '内容は必須です',
  'validation.category_required': 'カテゴリーは必須です',
  'validation.address_required': '場所は必須です',
  'validation.start_date_required': '開始日は必須です',
  'validation.end_date_required': '終了日は必須です',
  'validation.company_required': '会社名は必須です',
  'validation.image_type': 'png、jpg、jpeg のみアップロードできます',
  'validation.date_format': '日付は yyyy-MM-dd の形式で入力してください',
  'validation.end_before_start': '終了日は開始日以降の日付にしてください',
  'validation.image_required': '画像を選択してください',
  'validation.comment_required': 'コメントを入力してください',
  'validation.email_invalid': '正しいメールアドレスを入力してください',
  'validation.name_too_long': 'お名前は100文字以内で入力してください',
  'validation.password_too_short': 'パスワードは8文字以上で入力してください',
  'validation.password_too_long': 'パスワードは128文字以内で入力してください',
  'validation.password_common':
    'よく使われているパスワードのため使用できません。別のパスワードを入力してください',
  'validation.password_confirmation_mismatch': 'パスワード(確認)が一致しません',
  'validation.policy_required': '利用規約とプライバシーポリシーに同意してください',
  'social.failed': 'エラーが発生しました。ログインできませんでした。',
  'social.cancelled': 'ログインがキャンセルされました。',
  'social.email_required':
    'ログインできませんでした。メールアドレスの提供を許可してから、もう一度お試しください。',
};
