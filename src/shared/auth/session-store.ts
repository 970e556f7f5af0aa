/**
 * The session of the signed-in user: token, user, roles (permission strings), data scopes, and whether
 * the server menus were loaded into the router. Client state only; the token itself lives in its cookie.
 */
import type { SessionUser, UserInfo } from '../../../streams/contracts/auth';
import { create } from 'zustand';
import { DEFAULT_ROLE } from '../../../streams/contracts/permissions';
import { getToken, removeToken, setToken } from './token';

export interface SessionState {
  token: string | undefined;
  user: SessionUser | null;
  roles: string[];
  dataScopes: number[];
  /** True once `api/menus/build` was turned into routes for this page load. */
  loadMenus: boolean;
  /** After `POST auth/login`: stores the token cookie and the user. */
  signIn: (token: string, info: UserInfo, rememberMe: boolean) => void;
  /** After `GET auth/info`. A user with no roles gets ROLE_SYSTEM_DEFAULT. */
  setUserInfo: (info: UserInfo) => void;
  setLoadMenus: (loaded: boolean) => void;
  /** Forgets token, user and roles (local only; see `logout` for the server call). */
  clear: () => void;
}

/** Roles of an info answer, with the default role `ROLE_SYSTEM_DEFAULT` when it has none. */
export function rolesOf(info: UserInfo): string[] {
  return info.roles.length > 0 ? info.roles : [DEFAULT_ROLE];
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: getToken(),
  user: null,
  roles: [],
  dataScopes: [],
  loadMenus: false,
  signIn: (token, info, rememberMe) => {
    setToken(token, rememberMe);
    set({ token, user: info.user, roles: rolesOf(info), dataScopes: info.dataScopes });
  },
  setUserInfo: (info) => set({ user: info.user, roles: rolesOf(info), dataScopes: info.dataScopes }),
  setLoadMenus: (loaded) => set({ loadMenus: loaded }),
  clear: () => {
    removeToken();
    set({ token: undefined, user: null, roles: [], dataScopes: [], loadMenus: false });
  },
}));
