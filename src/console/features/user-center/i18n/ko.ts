/** Korean texts of the user center additions (keys and meaning: en.ts). */
import type { UserCenterMoreLocale } from './en';

export const userCenterMoreKo: UserCenterMoreLocale = {
  avatar: {
    choose: '아바타 변경',
    hint: 'JPG 또는 PNG, 최대 10MB',
    input: '아바타 이미지',
    preview: '새 아바타 미리보기',
    upload: '업로드',
    cancel: '취소',
    progress: '아바타 업로드 중',
    saved: '아바타를 변경했습니다',
    failed: '아바타를 업로드하지 못했습니다',
    type: 'JPG 또는 PNG 이미지를 선택하세요',
    size: '이미지는 10MB를 넘을 수 없습니다',
    fake: '이 파일은 JPG 또는 PNG 이미지가 아닙니다',
  },
  log: {
    tab: '작업 로그',
    table: '내 작업 로그',
    description: '작업',
    method: '메서드',
    ip: 'IP',
    browser: '브라우저',
    status: '상태',
    createTime: '시간',
    empty: '아직 변경한 내용이 없습니다',
    failed: '작업 로그를 불러오지 못했습니다',
    retry: '다시 시도',
  },
};
