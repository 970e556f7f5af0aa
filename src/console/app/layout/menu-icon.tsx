/** Maps eladmin menu icon names (menu `meta.icon`) to icons; unknown names get a neutral dot. */
import type { IconType } from 'react-icons';
import {
  LuActivity,
  LuBookOpen,
  LuBot,
  LuBriefcase,
  LuBuilding2,
  LuCircle,
  LuClock,
  LuDatabase,
  LuFileText,
  LuGamepad2,
  LuGift,
  LuLayoutDashboard,
  LuMenu,
  LuMonitor,
  LuRadio,
  LuServer,
  LuSettings,
  LuShield,
  LuTrophy,
  LuUser,
  LuUsers,
  LuVideo,
  LuWifi,
  LuWrench,
} from 'react-icons/lu';

const ICONS: Record<string, IconType> = {
  dashboard: LuLayoutDashboard,
  index: LuLayoutDashboard,
  monitor: LuMonitor,
  online: LuWifi,
  system: LuSettings,
  peoples: LuUsers,
  user: LuUser,
  role: LuShield,
  menu: LuMenu,
  dept: LuBuilding2,
  dictionary: LuBookOpen,
  'Steve-Jobs': LuBriefcase,
  job: LuBriefcase,
  timing: LuClock,
  log: LuFileText,
  server: LuServer,
  database: LuDatabase,
  tools: LuWrench,
  live: LuVideo,
  game: LuGamepad2,
  gift: LuGift,
  pk: LuTrophy,
  radio: LuRadio,
  ai: LuBot,
  chart: LuActivity,
};

export function MenuIcon({ name, size = '1.1em' }: { name: string | null | undefined; size?: string }) {
  const Icon = (name && ICONS[name]) || LuCircle;
  return <Icon aria-hidden="true" focusable="false" size={size} style={{ flexShrink: 0 }} />;
}
