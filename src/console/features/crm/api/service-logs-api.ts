/** Service logs (`GET api/anchorServiceLogs`, `POST` → 201 with the row, `GET …/download`). */
import { serviceLogBodySchema } from '../../../../../streams/contracts/anchors';
import { SERVICE_LOG_SORTS, serviceLogRowSchema } from '../../../../../streams/contracts/anchor-service-logs';
import { createResourceApi, resourceKey } from '@shared/crud/create-resource-api';

export const serviceLogsApi = createResourceApi({
  path: 'api/anchorServiceLogs',
  rowSchema: serviceLogRowSchema,
  createSchema: serviceLogBodySchema,
  createdSchema: serviceLogRowSchema,
  downloadName: 'service-logs.xlsx',
  sorting: { fields: SERVICE_LOG_SORTS, first: 'createTime,desc' },
  // A log moves the streamer's notice time and next action, and adds a timeline entry.
  alsoInvalidates: [resourceKey('api/anchors')],
});
