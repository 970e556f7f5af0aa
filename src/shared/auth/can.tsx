/**
 * Permission gate ("the permission directive removes an element when the user holds none of the
 * listed roles"), the React form of the shared `can` (streams/contracts/permissions.ts).
 */
import type { ReactNode } from 'react';
import { can, type PermissionNeed } from '../../../streams/contracts/permissions';
import { useSessionStore } from './session-store';

/** 'any' passes with one listed permission, 'all' needs each; an empty list fails. */
export type PermissionMode = 'any' | 'all';

/** True when the signed-in user holds `permission` (see `can` for the modes); a misspelt permission fails the typecheck. */
export function useCan(permission: PermissionNeed, mode: PermissionMode = 'any'): boolean {
  const roles = useSessionStore((s) => s.roles);
  return can(roles, permission, mode);
}

export interface CanProps {
  permission: PermissionNeed;
  mode?: PermissionMode;
  /** Rendered instead when the check fails; nothing by default (the element is removed). */
  fallback?: ReactNode;
  children: ReactNode;
}

export function Can({ permission, mode = 'any', fallback = null, children }: CanProps) {
  return useCan(permission, mode) ? children : fallback;
}
