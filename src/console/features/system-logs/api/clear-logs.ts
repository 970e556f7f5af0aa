/** `DELETE api/logs/del/info` (`log:del`) / `DELETE api/logs/del/error` (`admin`) → 200: every row of the kind goes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@shared/http/http-client';
import { logKeys, type LogKind } from './log-keys';

export async function clearLogs(kind: LogKind): Promise<void> {
  await http.delete(`api/logs/del/${kind}`, { silent: true });
}

export function useClearLogs(kind: LogKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => clearLogs(kind),
    onSettled: () => client.invalidateQueries({ queryKey: logKeys.kind(kind) }),
  });
}
