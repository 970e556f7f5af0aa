/**
 * The action of an operation-log row in the reader's language. A row's `method` (`POST api/users/:id`: the HTTP
 * method and the route pattern, server/modules/logs/operation-log-plugin.ts) is its stable action key; its
 * `description` is the route's English API summary ("Sign in"), kept for routes this table does not word. A key is
 * translated when it is a named action (signing in, out, …) or the add/edit/delete of a known resource
 * (`POST api/roles`, `PUT api/roles`, `DELETE api/roles`); anything else shows the stored description.
 *
 * Shared by the operation log and the personal center's own log; its texts load with those pages.
 */
import { useCallback } from 'react';
import { defineFeatureLocale } from '../i18n/feature-locale';
import { logActionsAr, logActionsEn, logActionsKo, logActionsZh } from './log-action-texts';

export const useLogActionT = defineFeatureLocale('logActions', { en: logActionsEn, zh: logActionsZh, ko: logActionsKo, ar: logActionsAr });

type Named = keyof typeof logActionsEn.named;
type Resource = keyof typeof logActionsEn.resources;

/** Action keys with their own words (the method and route pattern as stored). */
const NAMED: Readonly<Record<string, Named>> = {
  'POST auth/login': 'signIn',
  'DELETE auth/logout': 'signOut',
  'DELETE auth/online': 'kickOut',
  'PUT api/users/center': 'updateProfile',
  'POST api/users/updatePass': 'updatePassword',
  'POST api/users/updateEmail': 'updateEmail',
  'POST api/users/updateAvatar': 'updateAvatar',
  'PUT api/jobs/exec/:id': 'runTask',
};

const VERBS = { POST: 'add', PUT: 'edit', PATCH: 'edit', DELETE: 'delete' } as const;

/** `POST api/roles` / `PUT api/roles/:id` → the verb and the resource; null for any other shape. */
function crudOf(key: string): { verb: (typeof VERBS)[keyof typeof VERBS]; resource: Resource } | null {
  const match = /^(POST|PUT|PATCH|DELETE) api\/([A-Za-z]+)(?:\/:id)?$/.exec(key);
  if (!match) return null;
  const resource = match[2]!;
  if (!Object.hasOwn(logActionsEn.resources, resource)) return null;
  return { verb: VERBS[match[1] as keyof typeof VERBS], resource: resource as Resource };
}

/**
 * The translator of a row's action: `(method, description)` → its words in the current language, the stored
 * description when the key is not one this table words, '' when there is neither.
 */
export function useLogAction(): (method: string | null, description: string | null) => string {
  const { ft } = useLogActionT();
  return useCallback(
    (method: string | null, description: string | null) => {
      const named = method === null ? undefined : NAMED[method];
      if (named) return ft(`named.${named}`);
      const crud = method === null ? null : crudOf(method);
      if (crud) return ft(`verbs.${crud.verb}`, { what: ft(`resources.${crud.resource}`) });
      return description ?? '';
    },
    [ft],
  );
}
