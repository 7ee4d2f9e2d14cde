/** Texts of the demo data. Category ids are those of MASTER_CATEGORIES (reference-data.ts). */

export type Place = readonly [address: string, latitude: number, longitude: number];

export interface DemoUser {
  email: string;
  name: string;
  role: number;
  locale: 'ja' | 'en';
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'organizer@iagree.local', name: 'iAgree 運営事務局', role: 1, locale: 'ja' },
  { email: 'hanako@iagree.local', name: '山田花子', role: 0, locale: 'ja' },
  { email: 'taro@iagree.local', name: '佐藤太郎', role: 0, locale: 'ja' },
  { email: 'yuki@iagree.local', name: '鈴木由紀', role: 0, locale: 'ja' },
  { email: 'kenta@iagree.local', name: '高橋健太', role: 0, locale: 'en' },
  { email: 'misaki@iagree.local', name: '伊藤美咲', role: 0, locale: 'ja' },
  { email: 'hiroshi@iagree.local', name: '中村浩', role: 0, locale: 'ja' },
];

export type EventKey =
  'cleanup' | 'bousai' | 'kitchen' | 'workshop' | 'yanaka' | 'phone' | 'marche';

export interface DemoEvent {
  key: EventKey;
  title: string;
  companyName: string;
  description: string;
  place: Place;
  /** Start relative to today (negative: already started) and length in days. */
  startInDays: number;
  days: number;
  categories: number[];
}

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    key: 'cleanup',
    title: '隅田川テラス クリーンアップ大作戦',
    companyName: 'NPO法人 すみだリバーキーパーズ',
    description:
      '隅田川テラスを歩きながら、みんなでごみ拾いをするボランティア活動です。軍手・トング・ごみ袋はこちらで用意しますので、手ぶらでご参加ください。小学生以下のお子さまは保護者の方とご一緒にどうぞ。終了後は集めたごみの量を発表し、参加者同士で交流します。',
    place: ['東京都台東区花川戸1丁目', 35.7113, 139.7982],
    startInDays: 12,
    days: 1,
    categories: [1, 9],
  },
  {
    key: 'bousai',
    title: 'とよす防災フェア',
    companyName: '豊洲まちづくり協議会',
    description:
      '起震車での地震体験、消火器の使い方講習、非常食の試食など、家族で楽しみながら防災を学べるイベントです。区の防災担当者による備蓄品の相談コーナーも設けます。事前申し込みは不要です。',
    place: ['東京都江東区豊洲6丁目', 35.6456, 139.7853],
    startInDays: 9,
    days: 2,
    categories: [2, 4],
  },
  {
    key: 'kitchen',
    title: 'みんなの子ども食堂 赤羽',
    companyName: '一般社団法人 こども未来キッチン',
    description:
      '毎週水曜日と土曜日に、地域の集会所で子ども食堂を開いています。子どもは無料、大人は300円で、栄養バランスを考えた温かい食事をご用意します。食材の寄付や配膳のボランティアも随時募集しています。',
    place: ['東京都北区赤羽西1丁目', 35.7755, 139.719],
    startInDays: -6,
    days: 30,
    categories: [4, 6],
  },
  {
    key: 'workshop',
    title: '下北沢まちづくりワークショップ',
    companyName: '株式会社 まちラボ東京',
    description:
      '再開発が進む下北沢の「これから」を、住民・店舗・行政の皆さんと一緒に考えるワークショップです。模型や地図を囲みながら、緑や広場、歩きやすい道についてアイデアを出し合います。出てきた意見は報告書にまとめて区に提出します。',
    place: ['東京都世田谷区北沢2丁目', 35.6618, 139.6685],
    startInDays: 20,
    days: 1,
    categories: [11, 9],
  },
  {
    key: 'yanaka',
    title: '谷中まち歩き 歴史ガイドツアー',
    companyName: '谷根千まちあるき実行委員会',
    description:
      '地元のガイドと一緒に、谷中の寺町や路地、昔ながらの商店を巡るまち歩きツアーです。約2時間のコースで、途中で老舗の和菓子店にも立ち寄ります。歩きやすい靴でお越しください。',
    place: ['東京都台東区谷中5丁目', 35.7262, 139.7665],
    startInDays: -120,
    days: 1,
    categories: [8],
  },
  {
    key: 'phone',
    title: 'シニアのためのスマホ相談会',
    companyName: '株式会社 デジタルつなぐ',
    description:
      'スマートフォンの基本操作から、マイナンバーカードを使った手続き、ビデオ通話のやり方まで、スタッフがマンツーマンでお手伝いします。ご自身のスマホをお持ちください。相談は無料、予約優先です。',
    place: ['東京都杉並区阿佐谷南1丁目', 35.7021, 139.6399],
    startInDays: 3,
    days: 1,
    categories: [6, 5],
  },
  {
    key: 'marche',
    title: 'ねりま地元野菜マルシェ',
    companyName: 'ねりま農業応援団',
    description:
      '練馬の農家さんが朝どれの野菜や果物を直接販売するマルシェです。野菜を使ったスープの試食や、子ども向けの収穫体験コーナーもあります。マイバッグのご持参にご協力ください。',
    place: ['東京都練馬区豊玉北5丁目', 35.7367, 139.654],
    startInDays: -16,
    days: 2,
    categories: [10, 1],
  },
];

export interface DemoStatement {
  title: string;
  description: string;
  place?: Place;
  money?: number;
  categories: number[];
  /** Set only when no master category fits. */
  freeCategory?: string;
  daysAgo: number;
  event?: EventKey;
}

export const DEMO_STATEMENTS: readonly DemoStatement[] = [
  {
    title: '駅前の駐輪場を増やしてほしい',
    description:
      '豊洲駅前の駐輪場は朝8時前には満車になり、歩道に自転車があふれています。ベビーカーや車いすが通れないこともあり危険です。駅前広場の一部を使って、2段式の駐輪ラックを設置してほしいです。',
    place: ['東京都江東区豊洲2丁目', 35.6547, 139.7966],
    money: 1200000,
    categories: [3, 11],
    daysAgo: 0,
  },
  {
    title: '公園にベンチと日陰を',
    description:
      '光が丘公園の遊具広場のまわりにはベンチが少なく、夏は日陰もほとんどありません。子どもを見守る親や散歩中の高齢者が休める場所がほしいです。藤棚やパラソル付きのベンチがあると助かります。',
    place: ['東京都練馬区光が丘4丁目', 35.7601, 139.6304],
    money: 300000,
    categories: [11, 6],
    daysAgo: 2,
  },
  {
    title: '通学路に横断歩道を',
    description:
      '代沢小学校へ向かう通学路の交差点には横断歩道がなく、子どもたちが車の切れ目を待って渡っています。朝は抜け道として使う車が多く、スピードも出ています。横断歩道と「通学路」の路面表示をお願いしたいです。',
    place: ['東京都世田谷区代沢5丁目', 35.6583, 139.671],
    categories: [3, 4, 2],
    daysAgo: 10,
  },
  {
    title: '隅田川沿いにごみ箱を増やしてほしい',
    description:
      '週末の隅田川テラスは観光客でにぎわいますが、ごみ箱がほとんどなく、植え込みにペットボトルが捨てられています。分別できるごみ箱を数か所に置き、回収の回数を増やしてほしいです。',
    place: ['東京都台東区浅草2丁目', 35.7148, 139.7967],
    categories: [1, 8],
    daysAgo: 0,
    event: 'cleanup',
  },
  {
    title: '商店街にだれでも使える休憩スペースを',
    description:
      '戸越銀座商店街は買い物客が多いのに、座って休める場所がありません。空き店舗を活用して、ベンチとトイレのある休憩スペースをつくってほしいです。高齢の方や子ども連れも、もっと長く商店街を楽しめると思います。',
    place: ['東京都品川区戸越2丁目', 35.615, 139.716],
    money: 500000,
    categories: [10, 9, 11],
    daysAgo: 45,
  },
  {
    title: '夜道が暗いので街灯を増やしてほしい',
    description:
      '北千住駅から住宅街に入る路地は街灯の間隔が広く、夜はかなり暗いです。仕事帰りに一人で歩くのが不安だという声を近所でもよく聞きます。LEDの街灯を増やすか、防犯カメラの設置を検討してほしいです。',
    place: ['東京都足立区千住3丁目', 35.7496, 139.8046],
    money: 800000,
    categories: [2],
    daysAgo: 5,
  },
  {
    title: '保育園の送迎用に一時停車スペースを',
    description:
      '亀戸の保育園の前は道が狭く、雨の日の送迎では車が列になって渋滞します。朝夕の短い時間だけでも使える一時停車スペースがあれば、安全に子どもを乗り降りさせられます。',
    place: ['東京都江東区亀戸2丁目', 35.6975, 139.8265],
    categories: [4, 3],
    daysAgo: 21,
  },
  {
    title: '図書館の開館時間を夜9時まで延ばしてほしい',
    description:
      '仕事帰りに本を借りたいのですが、近くの図書館は平日も夜7時で閉まってしまいます。週に数日だけでも夜9時まで開いていると、学生や働く世代がもっと利用できると思います。',
    place: ['東京都文京区千駄木2丁目', 35.7257, 139.763],
    categories: [5, 8],
    daysAgo: 120,
  },
  {
    title: '高齢者向けのスマホ教室を増やしてほしい',
    description:
      '行政の手続きや病院の予約がスマホ中心になり、使い方がわからず困っている高齢者が多いです。地域センターで少人数のスマホ教室を定期的に開いてほしいです。若い世代がボランティアとして教えられる仕組みもあるといいと思います。',
    place: ['東京都杉並区阿佐谷南3丁目', 35.7046, 139.636],
    categories: [6, 5],
    daysAgo: 3,
    event: 'phone',
  },
  {
    title: '子ども食堂をもっと身近に',
    description:
      '赤羽周辺には子ども食堂が少なく、歩いて通える距離にありません。空いている集会所や学校の家庭科室を使って、月に2回でも開催できないでしょうか。食材の寄付や調理のボランティアには協力したいです。',
    place: ['東京都北区赤羽1丁目', 35.7778, 139.721],
    money: 200000,
    categories: [4, 6, 9],
    daysAgo: 8,
    event: 'kitchen',
  },
  {
    title: '防災倉庫の備蓄品リストを公開してほしい',
    description:
      '町内の防災倉庫に何がどれだけ備蓄されているのか、住民はほとんど知りません。備蓄品のリストと更新日をウェブや掲示板で公開してほしいです。家庭で何を用意すべきかを考える目安にもなります。',
    place: ['東京都墨田区押上1丁目', 35.7101, 139.8107],
    categories: [2, 9],
    daysAgo: 200,
  },
  {
    title: '歩道の段差をなくしてほしい',
    description:
      '蒲田駅東口から区役所に向かう歩道は段差が多く、車いすやベビーカーでは何度も車道に出なければなりません。段差の解消と点字ブロックの補修をお願いします。',
    place: ['東京都大田区蒲田5丁目', 35.5625, 139.7161],
    money: 1500000,
    categories: [3, 6],
    daysAgo: 390,
  },
  {
    title: '公園に無料Wi-Fiを',
    description:
      '代々木公園のまわりで、休憩しながら仕事や調べものをする人が増えています。観光客にも便利なので、公園内に無料のWi-Fiスポットを設置してほしいです。災害時の情報収集にも役立つと思います。',
    place: ['東京都渋谷区神南1丁目', 35.664, 139.6982],
    categories: [11, 10],
    daysAgo: 400,
  },
  {
    title: '空き家を地域の居場所に',
    description:
      '柴又の住宅街には、長く空き家になっている古民家がいくつかあります。改修して、子どもから高齢者まで集まれる地域の居場所にできないでしょうか。所有者と地域をつなぐ窓口を区につくってほしいです。',
    place: ['東京都葛飾区柴又7丁目', 35.7584, 139.8768],
    money: 3000000,
    categories: [9, 11, 6],
    daysAgo: 150,
  },
  {
    title: '川沿いの遊歩道をランニングしやすく',
    description:
      '新川沿いの遊歩道は景色が良く、朝夕にランニングする人が多いです。距離表示と水飲み場があれば、もっと多くの人が健康づくりに使えると思います。',
    place: ['東京都江戸川区船堀4丁目', 35.6836, 139.864],
    categories: [11, 7],
    daysAgo: 60,
  },
  {
    title: '駅のエレベーターを増やしてほしい',
    description:
      '高田馬場駅の早稲田口側にはエレベーターが1基しかなく、朝は長い行列ができます。大きな荷物を持った人やベビーカーの利用者が困っています。反対側の出口にも設置してほしいです。',
    place: ['東京都新宿区高田馬場1丁目', 35.7125, 139.7038],
    categories: [3, 6],
    daysAgo: 0,
  },
  {
    title: '夏休みに小学校のプールを地域に開放してほしい',
    description:
      '夏休みの間、小学校のプールはほとんど使われていない日があります。監視員をつけたうえで、地域の子どもや家族向けに開放してもらえないでしょうか。',
    place: ['東京都目黒区自由が丘1丁目', 35.6077, 139.6688],
    categories: [5, 4, 7],
    daysAgo: 380,
  },
  {
    title: '路上喫煙の取り締まりを強化してほしい',
    description:
      '銀座の裏通りでは、禁止区域なのに歩きたばこをする人をよく見かけます。子どもの顔の高さにたばこの火が来るので本当に危ないです。巡回を増やし、喫煙所の場所をわかりやすく案内してほしいです。',
    place: ['東京都中央区銀座4丁目', 35.6717, 139.765],
    categories: [1, 7],
    daysAgo: 250,
  },
  {
    title: '放課後の学習スペースがほしい',
    description:
      '池袋周辺には中高生が放課後に安心して勉強できる場所が少なく、ファストフード店で宿題をしている子も多いです。公共施設の空き部屋を自習室として開放してほしいです。',
    place: ['東京都豊島区南池袋1丁目', 35.7295, 139.7109],
    money: 400000,
    categories: [5, 4],
    daysAgo: 25,
  },
  {
    title: '観光客向けの多言語案内板を',
    description:
      '上野公園には美術館や動物園を目指す海外の旅行者がたくさん来ますが、案内板は日本語と英語だけのものが多いです。中国語や韓国語、やさしい日本語の表記も加えてほしいです。QRコードで詳しい情報が見られると便利だと思います。',
    place: ['東京都台東区上野公園', 35.7148, 139.7734],
    money: 900000,
    categories: [8],
    daysAgo: 420,
  },
  {
    title: '古着や不用品の交換会を定期的に開いてほしい',
    description:
      'まだ使える服やおもちゃを捨てるのはもったいないと感じています。地域で持ち寄って交換できる会を、季節ごとに開いてもらえないでしょうか。ごみの削減にもつながると思います。',
    categories: [],
    freeCategory: 'リユース・交換会',
    daysAgo: 90,
  },
  {
    title: '地元の夏祭りを復活させたい',
    description:
      '南千住の夏祭りは、中止されたまま何年もたっています。子どもたちにとって地域の大人と出会える大切な行事でした。運営を手伝う人を募って、小さな規模からでも再開したいです。',
    place: ['東京都荒川区南千住7丁目', 35.7336, 139.7991],
    money: 1000000,
    categories: [9, 8],
    daysAgo: 480,
  },
  {
    title: '介護をしている家族のための夜間相談窓口を',
    description:
      '親の介護をしながら働いていますが、相談窓口は平日の昼間しか開いていません。夜間や土日に電話やオンラインで相談できる窓口があると、介護をする家族の負担がずっと軽くなると思います。',
    categories: [6, 7],
    daysAgo: 14,
  },
  {
    title: '公園のトイレを明るく清潔にしてほしい',
    description:
      '近所の公園のトイレは古くて暗く、子どもが怖がって使えません。洋式化と明るい照明、できればおむつ替えの台も設置してほしいです。',
    place: ['東京都板橋区板橋1丁目', 35.7486, 139.719],
    money: 2500000,
    categories: [11, 1],
    daysAgo: 6,
  },
  {
    title: '自転車専用レーンをつなげてほしい',
    description:
      '日比谷通りは自転車の通行量が多いのに、専用レーンが途中で途切れています。車道を走るのが怖くて歩道を走る人も多く、歩行者とぶつかりそうな場面をよく見ます。レーンを連続させ、色分けでわかりやすくしてほしいです。',
    place: ['東京都港区芝公園4丁目', 35.6586, 139.7454],
    categories: [3, 2],
    daysAgo: 330,
  },
  {
    title: '下北沢の新しい通りに緑と花を',
    description:
      '下北沢の再開発で新しい通りができましたが、コンクリートばかりで少し寂しい印象です。住民や店舗が一緒に手入れできるプランターや花壇を置いてほしいです。まちづくりワークショップでも話し合いたいと思います。',
    place: ['東京都世田谷区北沢2丁目', 35.6616, 139.668],
    categories: [11, 8, 9],
    daysAgo: 4,
    event: 'workshop',
  },
  {
    title: '一時預かり保育の枠を増やしてほしい',
    description:
      '急な通院や用事のときに子どもを預けられる場所が足りず、予約も1か月先まで埋まっています。一時預かりの定員を増やし、空き状況をオンラインで確認できるようにしてほしいです。',
    place: ['東京都江戸川区西葛西6丁目', 35.664, 139.859],
    categories: [4],
    daysAgo: 180,
  },
  {
    title: '路地裏の不法投棄をなくしたい',
    description:
      '月島の路地裏に、粗大ごみや古い家電が夜のうちに捨てられていることがあります。監視カメラや注意看板の設置と、粗大ごみの出し方のわかりやすい周知をお願いします。',
    place: ['東京都中央区月島3丁目', 35.6628, 139.7836],
    categories: [1, 2],
    daysAgo: 1,
    event: 'cleanup',
  },
  {
    title: '深夜の騒音対策をお願いします',
    description:
      '週末の深夜、六本木の住宅街に近い通りで大声や路上飲みが続き、眠れない日があります。巡回の強化と、飲食店への協力の呼びかけをお願いしたいです。',
    place: ['東京都港区六本木6丁目', 35.6604, 139.7292],
    categories: [2, 9],
    daysAgo: 440,
  },
  {
    title: '雨の日も遊べる屋内の遊び場を',
    description:
      '雨の日や真夏は外で遊ばせられないのに、近くに屋内の遊び場がありません。区の施設の一部を使って、乳幼児と親が気軽に集まれるプレイルームをつくってほしいです。',
    place: ['東京都品川区大井1丁目', 35.6062, 139.734],
    money: 5000000,
    categories: [4, 11],
    daysAgo: 75,
  },
  {
    title: '地元農家の野菜が買える朝市を',
    description:
      '練馬には畑がたくさんあるのに、とれたての野菜を買える場所は限られています。駅前や公園で月に一度の朝市を開いてもらえると、農家さんと住民が知り合うきっかけにもなります。',
    place: ['東京都練馬区豊玉北5丁目', 35.7356, 139.6517],
    categories: [10, 1],
    daysAgo: 16,
    event: 'marche',
  },
  {
    title: 'AEDの設置場所を地図で見られるように',
    description:
      'いざというときにAEDがどこにあるのか、ほとんどの人が知りません。区内の設置場所と使える時間帯を、地図アプリで確認できるようにしてほしいです。',
    categories: [7, 2],
    daysAgo: 0,
    event: 'bousai',
  },
  {
    title: '駅前の放置自転車をなんとかしてほしい',
    description:
      '亀有駅の南口には放置自転車が並び、点字ブロックの上にまで止められています。撤去の回数を増やすとともに、短時間無料の駐輪場を近くにつくってほしいです。',
    place: ['東京都葛飾区亀有3丁目', 35.7627, 139.8476],
    categories: [3, 1],
    daysAgo: 280,
  },
  {
    title: '地域のボランティア情報をひとつのサイトに',
    description:
      'ボランティアをしてみたいのですが、どこで何を募集しているのかがわかりにくいです。町会やNPOの募集情報をひとつにまとめたサイトがあれば、参加のハードルが下がると思います。',
    categories: [],
    freeCategory: '情報発信',
    daysAgo: 360,
  },
  {
    title: '都庁のまわりに木陰の休憩所を',
    description:
      '都庁周辺は夏になると照り返しが強く、昼休みに外を歩くのもつらいです。街路樹を増やし、ミストや木陰のベンチがある休憩所を設けてほしいです。',
    place: ['東京都新宿区西新宿2丁目', 35.6896, 139.6917],
    money: 600000,
    categories: [11, 7],
    daysAgo: 500,
  },
  {
    title: '丸の内で出勤前の朝ヨガを',
    description:
      '出勤前の時間を使って、丸の内の広場で朝ヨガができたら素敵だと思います。企業と区が協力して、月に数回でも無料で参加できる会を開いてほしいです。',
    place: ['東京都千代田区丸の内1丁目', 35.6812, 139.7671],
    categories: [],
    freeCategory: '朝活・ウェルネス',
    daysAgo: 12,
  },
];

/** Statement comments; users whose locale is English write the English ones. */
export const STATEMENT_COMMENTS = {
  ja: [
    '私も毎日ここを通るので、ぜひ実現してほしいです。',
    '同じことを感じていました。区の窓口にも伝えてみます。',
    '賛成です。費用の目安があると話し合いやすいですね。',
    '近所の人たちにも声をかけてみます。',
    '週末に現地を見てきました。確かに改善が必要だと思います。',
    '町内会でも以前から話題になっていました。',
    '具体的な提案でわかりやすいです。応援しています！',
    '予算が気になりますが、クラウドファンディングも一案かもしれません。',
    '高齢の母と暮らしているので、とても助かる提案です。',
    '時間帯によって状況がかなり違うので、朝と夕方の様子も調べてみたいです。',
    'ほかの区で似た取り組みを見たことがあります。参考になるかもしれません。',
  ],
  en: [
    'Great idea. I pass by here every day and would love to see this happen.',
    'Fully agree. Happy to help collect signatures if that would be useful.',
    'A neighbouring ward did something similar last year and it worked well.',
  ],
};

/** Event comments, split by whether the event is still to come. */
export const EVENT_COMMENTS = {
  upcoming: {
    ja: [
      '家族で参加します！当日を楽しみにしています。',
      '駐輪場はありますか？自転車で行こうと思っています。',
      '子ども連れでも参加できますか？',
      '友人を誘って参加します。集合場所はこのあたりで合っていますか？',
    ],
    en: ['Looking forward to it. Is it fine to join without registering?'],
  },
  past: {
    ja: [
      '参加しました。次回もぜひ開催してください。',
      'スタッフの皆さんが親切で、初めてでも安心して参加できました。',
      '写真を見て、次はぜひ参加したいと思いました。',
      '駅から会場までの道に案内があって助かりました。',
    ],
    en: ['Joined with my kids and we had a great time. Thanks to all the volunteers!'],
  },
};
