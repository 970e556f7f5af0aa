/** Chinese texts of the Online users page (keys and meaning: en.ts). */
import type { OnlineUsersLocale } from './en';

export const onlineUsersZh: OnlineUsersLocale = {
  help: '所有服务实例上登录控制台的用户。强退会立即结束该会话：其下一个请求需要重新登录。',
  table: '在线会话',
  empty: '当前没有人登录。',
  noMatch: '没有与搜索匹配的会话。',
  ownSession: '不能强退自己的会话；请改为退出登录。',
};
