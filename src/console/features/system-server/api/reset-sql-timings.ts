/** `DELETE api/sql` → the app's own SQL timings start again; every SQL list is refetched. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@shared/http/http-client';
import { sqlStatementsKeys } from './get-sql-statements';

export async function resetSqlTimings(): Promise<void> {
  await http.delete('api/sql');
}

export function useResetSqlTimings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSqlTimings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sqlStatementsKeys.all }),
  });
}
