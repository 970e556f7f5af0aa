/** `GET api/deviceRules?page&size&sort&blurry&deviceId&enabled` → a page of {@link DeviceRuleRow} (`device:list`). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { deviceRuleRowSchema, type DeviceRuleRow, type RuleSortField } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';
import { sortParam, type SortState } from '@shared/ui/list-sort';
import { deviceKeys } from './device-keys';

/** The list's filters as the toolbar holds them ('' = no filter). */
export interface RuleFilters {
  blurry: string;
  deviceId: string;
  enabled: 'true' | 'false' | '';
}

export interface RulesQuery extends RuleFilters {
  page: number;
  size: number;
  sort: SortState<RuleSortField>;
}

const rulesPageSchema = pageSchema(deviceRuleRowSchema);

/** The query string: empty filters left out. */
export function rulesParams(query: RulesQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, size: query.size, sort: sortParam(query.sort) };
  if (query.blurry !== '') params.blurry = query.blurry;
  if (query.deviceId !== '') params.deviceId = query.deviceId;
  if (query.enabled !== '') params.enabled = query.enabled;
  return params;
}

/** One page of rules. @throws HttpRequestError; ZodError when the answer breaks the contract. */
export async function getRules(query: RulesQuery, signal?: AbortSignal): Promise<Page<DeviceRuleRow>> {
  const { data } = await http.get<unknown>('api/deviceRules', { params: rulesParams(query), signal, silent: true });
  return rulesPageSchema.parse(data);
}

/** The list, refreshed every `refreshMs` ("last sent" moves as rules fire). */
export function useRules(query: RulesQuery, refreshMs: number) {
  const params = rulesParams(query);
  return useQuery({
    queryKey: deviceKeys.ruleList(params),
    queryFn: ({ signal }) => getRules(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.status === 'error' ? false : refreshMs),
  });
}
