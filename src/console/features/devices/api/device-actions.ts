/**
 * A device row's own endpoints (`device:edit`), run through `devicesApi.useAction` so the lists refresh:
 * - `POST api/devices/{id}/key` → a new key, shown once; the old one stops working (404 when the device is gone);
 * - `POST api/devices/{id}/test` `{ commandId }` → a test command queued, sent at once when the device is connected
 *   (400 for a disabled device or an unknown command).
 */
import { deviceKeySchema, deviceTestResultSchema, type DeviceKey, type DeviceTestResult } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';

/** Makes a new key. @throws HttpRequestError. */
export async function regenerateDeviceKey(id: number): Promise<DeviceKey> {
  const { data } = await http.post<unknown>(`api/devices/${id}/key`, {}, { silent: true });
  return deviceKeySchema.parse(data);
}

/** Sends a test command (`commandId` null: a plain `{"test":true}`). @throws HttpRequestError. */
export async function testDevice({ id, commandId }: { id: number; commandId: number | null }): Promise<DeviceTestResult> {
  const { data } = await http.post<unknown>(`api/devices/${id}/test`, { commandId }, { silent: true });
  return deviceTestResultSchema.parse(data);
}
