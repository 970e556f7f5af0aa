/**
 * Query keys of the Departments, Jobs, Menus and Dictionaries pages (one factory, so mutations invalidate through the
 * same functions the queries build their keys with), and the write hook every operation file uses.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';

type Params = Readonly<Record<string, string | number | boolean | readonly string[]>>;

/** The four resources of this feature. */
export type OrgResource = 'depts' | 'jobs' | 'menus' | 'dicts';

/** Key factory. */
export const orgKeys = {
  all: ['system-org'] as const,
  resource: (resource: OrgResource) => [...orgKeys.all, resource] as const,
  list: (resource: OrgResource, params: Params) => [...orgKeys.resource(resource), 'list', params] as const,
  children: (resource: OrgResource, pid: number) => [...orgKeys.resource(resource), 'children', pid] as const,
  tree: (resource: OrgResource) => [...orgKeys.resource(resource), 'tree'] as const,
  details: (dictName: string, params: Params) => [...orgKeys.resource('dicts'), 'details', dictName, params] as const,
} as const;

/** A write of `resource` that refreshes every query of that resource once it succeeds; writes of a page run in turn. */
export function useOrgWrite<A, R>(resource: OrgResource, write: (input: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.resource(resource) }),
    scope: { id: `system-org-${resource}` },
  });
}

/** Query-string form of the list filters: empty values left out. */
export function listParams(values: Readonly<Record<string, string | number | undefined>>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params[key] = value;
  return params;
}
