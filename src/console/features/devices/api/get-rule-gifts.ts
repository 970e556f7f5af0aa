/** `GET api/deviceRules/gifts?blurry` → up to 50 catalogue gifts, cheapest first (`device:list`), for the rule form's gift picker. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ruleGiftOptionSchema, type RuleGiftOption } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';
import { deviceKeys } from './device-keys';

/** Gifts matching `blurry` (name or exact id). @throws HttpRequestError; ZodError when the answer breaks the contract. */
export async function getRuleGifts(blurry: string, signal?: AbortSignal): Promise<RuleGiftOption[]> {
  const { data } = await http.get<unknown>('api/deviceRules/gifts', { params: blurry ? { blurry } : {}, signal, silent: true });
  return z.array(ruleGiftOptionSchema).parse(data);
}

/** The gift choices for a search. */
export function useRuleGifts(blurry: string) {
  return useQuery({ queryKey: deviceKeys.ruleGifts(blurry), queryFn: ({ signal }) => getRuleGifts(blurry, signal), placeholderData: keepPreviousData });
}
