/**
 * Orders (`GET api/anchorOrders`, `GET …/download`, `PUT …/confirm {id}` → the taken row; 400 ORDER_EXPIRED after
 * the 3 minutes) and the dispatch statistics (`GET api/anchorDispatchStats?by&liveStartTime`).
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { orderRowSchema, type OrderRow } from '../../../../../streams/contracts/anchors';
import { ORDER_SORTS, dispatchStatsRowSchema, type DispatchGroup } from '../../../../../streams/contracts/anchor-orders';
import { createResourceApi, searchParamsOf } from '@shared/crud/create-resource-api';
import { http } from '@shared/http/http-client';

export const ordersApi = createResourceApi({
  path: 'api/anchorOrders',
  rowSchema: orderRowSchema,
  downloadName: 'orders.xlsx',
  sorting: { fields: ORDER_SORTS, first: 'liveStartTime,desc' },
});

/** Takes the order. @throws HttpRequestError (400 ORDER_EXPIRED, or taken already). */
export async function confirmOrder(id: number): Promise<OrderRow> {
  const { data } = await http.put<unknown>('api/anchorOrders/confirm', { id }, { silent: true });
  return orderRowSchema.parse(data);
}

/** Taking an order as a mutation, refreshing the orders. */
export const useConfirmOrder = () => ordersApi.useWrite(confirmOrder);

/** The statistics grouped `by`, over live starts in `range` (two wire times) or the server's default week. */
export function useDispatchStats(by: DispatchGroup, range: readonly [string, string] | null) {
  return useQuery({
    queryKey: ['resource', 'api/anchorDispatchStats', by, range],
    queryFn: async ({ signal }) => {
      const params = searchParamsOf(range ? { by, liveStartTime: range } : { by });
      const { data } = await http.get<unknown>('api/anchorDispatchStats', { params, signal, silent: true });
      return z.array(dispatchStatsRowSchema).parse(data);
    },
  });
}
