/** Puts the console's client stores back to a fresh page load between tests. */
import { useAppStore } from '@shared/app/app-store';
import { useSessionStore } from '@shared/auth/session-store';
import { DEFAULT_SETTINGS, useSettingsStore } from '@shared/settings/settings-store';
import { useTagsStore } from '@shared/tags/tags-store';
import { DASHBOARD_NAV, useNavStore } from '../console/app/router/nav-store';

export function resetStores(): void {
  useSessionStore.setState({ token: undefined, user: null, roles: [], dataScopes: [], loadMenus: false });
  useNavStore.setState({ items: [DASHBOARD_NAV] });
  useTagsStore.setState({ visitedViews: [] });
  useSettingsStore.setState({ ...DEFAULT_SETTINGS });
  useAppStore.setState({ sidebar: { opened: true, withoutAnimation: false }, device: 'desktop', size: 'small' });
}
