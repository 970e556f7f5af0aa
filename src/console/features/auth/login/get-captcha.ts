/**
 * `GET auth/code` → `{ img, uuid, enabled? }`: an arithmetic captcha, valid 2 minutes, usable once.
 * `enabled: false` means the server does not check codes: the code field is hidden.
 */
import { useQuery } from '@tanstack/react-query';
import { captchaSchema, type Captcha } from '../../../../../streams/contracts/auth';
import { queryKeys } from '@shared/api/query-keys';
import { http } from '@shared/http/http-client';

export const captchaQueryKey = queryKeys.auth.captcha;

export async function getCaptcha(): Promise<Captcha> {
  const { data } = await http.get<unknown>('auth/code');
  return captchaSchema.parse(data);
}

/** The current captcha; `refetch()` gets a new one (after a click or a failed attempt). Never cached. */
export function useCaptcha() {
  return useQuery({ queryKey: captchaQueryKey(), queryFn: getCaptcha, staleTime: 0, gcTime: 0, retry: false });
}
