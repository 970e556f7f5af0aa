/**
 * The overlays' own message catalogue, in the four interface languages (en, zh, ko, ar).
 *
 * Why not the shared locale files through i18next, as the console does: the overlay entry must stay within
 * 120 KB of gzip JS (docs/architecture.md), and i18next with the four console locales costs about 26 KB gzip
 * for the dozen short texts an OBS overlay shows. These keys are meant to move under `overlay.*` in
 * src/shared/i18n/locales once a light loader for a single locale exists; until then every overlay text
 * lives here and nowhere else. English is the reference shape: a missing key in another language fails the
 * typecheck. Interpolate with `{{name}}`, never concatenate.
 */
import type { BundleShape } from '@shared/i18n/bundle-shape';
import type { Language } from '@shared/i18n/detect-language';

const en = {
  unknown: 'Unknown overlay',
  invalidKey: 'This overlay link is not valid',
  missingKey: 'This overlay link has no key',
  unreachable: 'Cannot reach the server, retrying…',
  connection: {
    open: 'Live',
    connecting: 'Connecting',
    lost: 'Disconnected, reconnecting',
    demo: 'Demo data',
  },
  round: {
    notStarted: 'Waiting to start',
    timeUp: "Time's up",
    ended: 'Round over',
    timeLeft: 'Time left',
    winner: 'Winner: {{name}}',
    draw: 'Draw',
  },
  vs: 'VS',
  effect: {
    fire: 'Fire ×2',
    ice: 'Ice ×2',
  },
  noPrize: 'No prize',
  spinBy: '{{name}} spins the wheel',
  spinResult: '{{name}} won {{prize}}',
  spinNothing: '{{name}}: no prize this time',
  flowerOf: '{{score}} / {{target}}',
  topSupporters: 'Top supporters',
  noSupporters: 'No gifts yet',
  ranking: {
    title: 'PK score ranking',
    rank: 'Rank',
    host: 'Host',
    score: 'Score',
    empty: 'No scores yet',
    ranges: {
      today: 'Today',
      yesterday: 'Yesterday',
      thisWeek: 'This week',
      lastWeek: 'Last week',
      thisMonth: 'This month',
      lastMonth: 'Last month',
    },
  },
  hostRoom: { notLive: 'Host room not live', unresolved: 'Host room not set' },
  entry: '{{name}} has arrived',
  avatarOf: 'Avatar of {{name}}',
  korea: {
    totalTitle: 'Total Score',
    teamTotals: 'Team totals',
    stages: { double: 'Double PK', solo: 'Solo show', team: 'Team show' },
    parts: { double: 'PK', solo: 'Solo', team: 'Team' },
    noStage: 'No stage running',
    stageOver: 'Stage over',
    performing: 'Now performing',
    turnOf: 'Turn {{n}} of {{count}}',
    order: 'Performing order',
    leadBy: 'Leads by {{margin}}',
    draw: 'Draw',
    notKorea: 'This link is not of a Korea group PK event',
  },
} as const;

/** The shape of one language's overlay texts. */
export type OverlayMessages = BundleShape<typeof en>;

const zh: OverlayMessages = {
  unknown: '未知的插件页面',
  invalidKey: '插件链接无效',
  missingKey: '插件链接缺少密钥',
  unreachable: '无法连接服务器，正在重试…',
  connection: { open: '直播中', connecting: '连接中', lost: '连接断开，正在重连', demo: '演示数据' },
  round: { notStarted: '等待开始', timeUp: '时间到', ended: '本轮结束', timeLeft: '剩余时间', winner: '胜者：{{name}}', draw: '平局' },
  vs: 'VS',
  effect: { fire: '火焰 ×2', ice: '冰冻 ×2' },
  noPrize: '未中奖',
  spinBy: '{{name}} 转动了转盘',
  spinResult: '{{name}} 获得 {{prize}}',
  spinNothing: '{{name}}：本次未中奖',
  flowerOf: '{{score}} / {{target}}',
  topSupporters: '贡献榜',
  noSupporters: '暂无礼物',
  ranking: {
    title: 'PK 积分排行',
    rank: '排名',
    host: '主播',
    score: '积分',
    empty: '暂无积分',
    ranges: { today: '今天', yesterday: '昨天', thisWeek: '本周', lastWeek: '上周', thisMonth: '本月', lastMonth: '上月' },
  },
  entry: '{{name}} 驾到',
  hostRoom: { notLive: '主持直播间未开播', unresolved: '未设置主持直播间' },
  avatarOf: '{{name}} 的头像',
  korea: {
    totalTitle: '总分',
    teamTotals: '团队总分',
    stages: { double: '双人 PK', solo: '个人秀', team: '团队秀' },
    parts: { double: 'PK', solo: '个人', team: '团队' },
    noStage: '暂无进行中的阶段',
    stageOver: '本阶段已结束',
    performing: '正在表演',
    turnOf: '第 {{n}} / {{count}} 位',
    order: '表演顺序',
    leadBy: '领先 {{margin}}',
    draw: '平局',
    notKorea: '此链接不属于韩国团战活动',
  },
};

const ko: OverlayMessages = {
  unknown: '알 수 없는 오버레이',
  invalidKey: '유효하지 않은 오버레이 링크입니다',
  missingKey: '오버레이 링크에 키가 없습니다',
  unreachable: '서버에 연결할 수 없습니다. 다시 시도하는 중…',
  connection: { open: '라이브', connecting: '연결 중', lost: '연결 끊김, 다시 연결하는 중', demo: '데모 데이터' },
  round: { notStarted: '시작 대기 중', timeUp: '시간 종료', ended: '라운드 종료', timeLeft: '남은 시간', winner: '승자: {{name}}', draw: '무승부' },
  vs: 'VS',
  effect: { fire: '불꽃 ×2', ice: '얼음 ×2' },
  noPrize: '꽝',
  spinBy: '{{name}} 님이 룰렛을 돌립니다',
  spinResult: '{{name}} 님이 {{prize}} 당첨',
  spinNothing: '{{name}} 님: 이번에는 꽝',
  flowerOf: '{{score}} / {{target}}',
  topSupporters: '최고 후원자',
  noSupporters: '아직 선물이 없습니다',
  ranking: {
    title: 'PK 점수 순위',
    rank: '순위',
    host: '호스트',
    score: '점수',
    empty: '아직 점수가 없습니다',
    ranges: { today: '오늘', yesterday: '어제', thisWeek: '이번 주', lastWeek: '지난주', thisMonth: '이번 달', lastMonth: '지난달' },
  },
  entry: '{{name}} 님이 입장했습니다',
  hostRoom: { notLive: '호스트 방 라이브 아님', unresolved: '호스트 방 미지정' },
  avatarOf: '{{name}} 님의 아바타',
  korea: {
    totalTitle: '총점',
    teamTotals: '팀 총점',
    stages: { double: '더블 PK', solo: '솔로 쇼', team: '팀 쇼' },
    parts: { double: 'PK', solo: '솔로', team: '팀' },
    noStage: '진행 중인 스테이지 없음',
    stageOver: '스테이지 종료',
    performing: '지금 공연 중',
    turnOf: '{{count}}명 중 {{n}}번째',
    order: '공연 순서',
    leadBy: '{{margin}}점 앞섬',
    draw: '무승부',
    notKorea: '한국 그룹 PK 이벤트의 링크가 아닙니다',
  },
};

const ar: OverlayMessages = {
  unknown: 'واجهة غير معروفة',
  invalidKey: 'رابط الواجهة غير صالح',
  missingKey: 'رابط الواجهة بلا مفتاح',
  unreachable: 'تعذّر الاتصال بالخادم، جارٍ إعادة المحاولة…',
  connection: { open: 'مباشر', connecting: 'جارٍ الاتصال', lost: 'انقطع الاتصال، جارٍ إعادة الاتصال', demo: 'بيانات تجريبية' },
  round: { notStarted: 'بانتظار البدء', timeUp: 'انتهى الوقت', ended: 'انتهت الجولة', timeLeft: 'الوقت المتبقي', winner: 'الفائز: {{name}}', draw: 'تعادل' },
  vs: 'ضد',
  effect: { fire: 'نار ×2', ice: 'جليد ×2' },
  noPrize: 'لا جائزة',
  spinBy: '{{name}} يدير العجلة',
  spinResult: '{{name}} ربح {{prize}}',
  spinNothing: '{{name}}: لا جائزة هذه المرة',
  flowerOf: '{{score}} / {{target}}',
  topSupporters: 'أكبر الداعمين',
  noSupporters: 'لا هدايا بعد',
  ranking: {
    title: 'ترتيب نقاط التحدي',
    rank: 'المركز',
    host: 'المضيف',
    score: 'النقاط',
    empty: 'لا نقاط بعد',
    ranges: { today: 'اليوم', yesterday: 'أمس', thisWeek: 'هذا الأسبوع', lastWeek: 'الأسبوع الماضي', thisMonth: 'هذا الشهر', lastMonth: 'الشهر الماضي' },
  },
  entry: 'وصل {{name}}',
  hostRoom: { notLive: 'غرفة المضيف ليست مباشرة', unresolved: 'لم تُحدَّد غرفة المضيف' },
  avatarOf: 'صورة {{name}}',
  korea: {
    totalTitle: 'المجموع الكلي',
    teamTotals: 'مجموع الفرق',
    stages: { double: 'PK الثنائية', solo: 'العرض الفردي', team: 'عرض الفرق' },
    parts: { double: 'PK', solo: 'فردي', team: 'فرق' },
    noStage: 'لا توجد مرحلة جارية',
    stageOver: 'انتهت المرحلة',
    performing: 'يؤدي الآن',
    turnOf: 'الدور {{n}} من {{count}}',
    order: 'ترتيب الأداء',
    leadBy: 'متقدم بفارق {{margin}}',
    draw: 'تعادل',
    notKorea: 'هذا الرابط ليس لفعالية PK المجموعات الكورية',
  },
};

/** The overlay texts of every interface language. */
export const OVERLAY_MESSAGES: Readonly<Record<Language, OverlayMessages>> = { en, zh, ko, ar };

/**
 * Fills `{{name}}` placeholders. Unknown placeholders stay as they are, so a missing value is visible
 * rather than silently blank.
 */
export function interpolate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
