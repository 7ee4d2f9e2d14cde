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
  'validation.number': '数値を入力してください',
  'validation.latitude_range': '緯度は -90 から 90 の範囲で指定してください',
  'validation.longitude_range': '経度は -180 から 180 の範囲で指定してください',
  'validation.north_below_south': '北端 (top_y) は南端 (bottom_y) より南にはできません',
};
