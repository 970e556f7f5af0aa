/** Korean texts of the Online users page (keys and meaning: en.ts). */
import type { OnlineUsersLocale } from './en';

export const onlineUsersKo: OnlineUsersLocale = {
  help: '모든 서버 인스턴스에서 콘솔에 로그인한 사용자입니다. 강제 로그아웃하면 세션이 즉시 끝나며 다음 요청에서 다시 로그인해야 합니다.',
  table: '접속 세션',
  empty: '로그인한 사용자가 없습니다.',
  noMatch: '검색과 일치하는 세션이 없습니다.',
  ownSession: '자신의 세션은 강제 로그아웃할 수 없습니다. 대신 로그아웃하세요.',
};
