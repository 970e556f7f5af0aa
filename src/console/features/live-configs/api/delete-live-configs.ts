/**
 * `DELETE api/liveConfigs` with `[id, …]` → 200 (`liveConfig:del`). A configuration being collected is
 * refused with 400 (it cannot be deleted until stopped); sent `silent` so the page shows it translated, once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idListSchema } from '../../../../../streams/contracts/common';
import { http } from '@shared/http/http-client';
import { liveConfigKeys } from './live-config-keys';

/** Deletes the configurations. @throws HttpRequestError (400 while one is collecting). */
export async function deleteLiveConfigs(ids: number[]): Promise<void> {
  await http.delete('api/liveConfigs', { data: idListSchema.parse(ids), silent: true });
}

/** Mutation deleting configurations; refreshes the lists and forgets their data. */
export function useDeleteLiveConfigs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLiveConfigs,
    onSuccess: async (_data, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: liveConfigKeys.config(id) });
      await queryClient.invalidateQueries({ queryKey: liveConfigKeys.lists() });
    },
  });
}
