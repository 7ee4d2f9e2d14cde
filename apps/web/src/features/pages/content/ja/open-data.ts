import type { OpenDataContent } from '../types';

export const openData: OpenDataContent = {
  paragraphs: [
    'iAgree に寄せられた声を、誰でも自由に使えるオープンデータとして公開しています。まちの課題の分析、地図アプリ、報道や研究などにご活用ください。',
    'データは公開中の声すべてを含み、ダウンロードのたびに最新の内容になります（最大5分前の内容がキャッシュから返ることがあります）。',
  ],
  licence: [
    'クリエイティブ・コモンズ 表示 4.0 国際（CC BY 4.0）で提供します。出典を表示すれば、商用を含め、複製・加工・再配布が自由にできます。',
    '加工した場合は、加工したことも表示してください。',
  ],
  attributionExample: '出典：iAgree（{url}）の声のデータ（CC BY 4.0）',
  files: {
    csv: "CSV（UTF-8、BOM付き）。Excel でそのまま開けます。1行目が項目名で、1行に1件の声です。値にカンマ・改行・引用符を含むときは引用符で囲みます（RFC 4180）。表計算ソフトが数式として実行しないよう、=、+、-、@ で始まる文字の値には先頭にアポストロフィ（'）を付けています。",
    geojson:
      'GeoJSON（RFC 7946）の FeatureCollection。1件の声が1つの Feature で、場所は Point（経度、緯度の順）です。場所のない声も含み、その geometry は null です。',
  },
  fields: {
    id: { type: '整数', description: '声のID。アプリでは /?statement=ID で開けます。' },
    title: { type: '文字列', description: '声のタイトル（投稿されたとおり）。' },
    description: {
      type: '文字列',
      description: '声の内容（投稿されたとおり。改行を含むことがあります）。',
    },
    categories: {
      type: '文字列（GeoJSON では文字列の配列）',
      description:
        'カテゴリー名。複数あるときは「; 」区切り。既定は日本語で、?language=en を付けると英語になります。',
    },
    status: { type: '文字列', description: '対応状況のコード（下の「対応状況」を参照）。' },
    department: {
      type: '文字列',
      description:
        '担当部署の名前。カテゴリーと場所から投稿時に割り当てられ、部署間で引き継がれることがあります。担当がなければ空。',
    },
    latitude: {
      type: '数値（GeoJSON では geometry）',
      description:
        '緯度（世界測地系 WGS84）。投稿者が指定したとおりで、ぼかしていません。場所がなければ空。',
    },
    longitude: {
      type: '数値（GeoJSON では geometry）',
      description: '経度（WGS84）。場所がなければ空。',
    },
    address: {
      type: '文字列',
      description: '場所の名前・住所（投稿者が指定したとおり）。なければ空。',
    },
    agree_count: { type: '整数', description: 'Agree の数。' },
    comment_count: { type: '整数', description: '公開中のコメントの数。' },
    created_at: {
      type: '日時（ISO 8601、UTC）',
      description: '投稿された日時。例：2026-04-01T03:15:00Z（日本時間 12:15）。',
    },
    updated_at: {
      type: '日時（ISO 8601、UTC）',
      description: '最後に編集された日時か、状況・公式回答が変わった日時の、遅いほう。',
    },
  },
  statuses: {
    open: '受付中：投稿され、まだ検討されていません。',
    under_review: '検討中：市が内容を検討しています。',
    in_progress: '対応中：実現に向けて対応しています。',
    done: '実現しました：対応が完了しました。',
    declined: '見送り：今回は対応しないことになりました（理由は公式回答にあります）。',
  },
  excluded: [
    '次のものは含みません。',
    [
      '投稿者の名前、メールアドレス、アカウントID など、個人を特定する情報（退会した人の声も、投稿者を示さずに含まれます）。',
      '通報や管理者の判断で非表示になっている声と、停止中のアカウントの声。',
      'コメントの本文と写真（件数と、Open311 の最初の写真のURLのみ）。',
    ],
  ],
  open311: {
    paragraphs: [
      '同じ声を、市民からの要望の国際的な標準 Open311 GeoReport v2 の形式でも公開しています（読み取りのみ）。FixMyStreet などの Open311 対応のツールから、そのまま読み込めます。',
      'カテゴリーが「サービス」、声が「リクエスト」です。対応状況は、実現しました・見送りが closed、それ以外が open です。status_notes は公式回答です。',
      '各呼び出しは末尾を .json にするとJSON、.xml にするとXMLで答えます。誤った指定には、仕様どおりのエラー形式（コードと説明）で答えます。',
    ],
    endpoints: [
      { path: '/services.json', description: 'サービス（カテゴリー）の一覧。' },
      {
        path: '/requests.json',
        description: 'リクエスト（声）の一覧。新しい順に最大1,000件、既定は直近90日。',
      },
      { path: '/requests/{id}.json', description: '1件のリクエスト。' },
    ],
    parameters: [
      'requests で使えるパラメーター：',
      [
        'service_request_id：声のID（カンマ区切りで複数）。指定すると他の条件は使いません。',
        'service_code：サービスコード（カンマ区切りで複数）。other にはカテゴリーのない声も含みます。',
        'status：open または closed（カンマ区切りで両方）。',
        'start_date、end_date：投稿日時の範囲。タイムゾーン付きの日時（例：2026-04-01T00:00:00+09:00）で、90日以内。片方だけなら、そこから（そこまで）の90日。',
        'language：en でサービス名を英語に（既定は日本語）。',
      ],
      '90日より長い期間や全件が必要なときは、上のファイルをご利用ください。',
    ],
  },
};
