/**
 * The four lists of Live game devices (`device:list`; writes `device:add|edit|del`, sent `silent` so the page shows a
 * refusal beside its field or on the page):
 * - `api/devices` (`?blurry&type&enabled`): devices with their online state; `POST` answers the key, shown once;
 *   `DELETE` is refused while a control rule uses one (the rules named);
 * - `api/deviceCommands` (`?blurry`): payload templates; `DELETE` refused likewise;
 * - `api/deviceRules` (`?blurry&deviceId&enabled`): gift → command on a device; their writes change the rule counts
 *   the devices and commands show, so those lists refresh too;
 * - `api/deviceCommandLog` (`?blurry&status&deviceId`): read only, newest first.
 * There is no export.
 */
import {
  commandLogRowSchema,
  createdDeviceSchema,
  deviceBodySchema,
  deviceCommandBodySchema,
  deviceCommandRowSchema,
  deviceCommandUpdateBodySchema,
  deviceRowSchema,
  deviceRuleBodySchema,
  deviceRuleRowSchema,
  deviceRuleUpdateBodySchema,
  deviceUpdateBodySchema,
} from '../../../../../streams/contracts/devices';
import { createResourceApi, resourceKey } from '@shared/crud/create-resource-api';
import { COMMAND_SORTS, DEVICE_SORTS, LOG_SORTS, RULE_SORTS } from '../../../../../streams/contracts/devices';

const DEVICES = 'api/devices';
const COMMANDS = 'api/deviceCommands';
const RULES = 'api/deviceRules';
const LOG = 'api/deviceCommandLog';

export const devicesApi = createResourceApi({
  path: DEVICES,
  rowSchema: deviceRowSchema,
  createSchema: deviceBodySchema,
  updateSchema: deviceUpdateBodySchema,
  createdSchema: createdDeviceSchema,
  // A device's name shows in the rules and the log; a test command adds a log row.
  alsoInvalidates: [resourceKey(RULES), resourceKey(LOG)],
  sorting: { fields: DEVICE_SORTS, first: 'createTime,desc', ascending: ['name', 'type'] },
  permissions: { add: 'device:add', edit: 'device:edit', del: 'device:del' },
});

export const commandsApi = createResourceApi({
  path: COMMANDS,
  rowSchema: deviceCommandRowSchema,
  createSchema: deviceCommandBodySchema,
  updateSchema: deviceCommandUpdateBodySchema,
  alsoInvalidates: [resourceKey(RULES)],
  sorting: { fields: COMMAND_SORTS, first: 'createTime,desc', ascending: ['name'] },
  permissions: { add: 'device:add', edit: 'device:edit', del: 'device:del' },
});

export const rulesApi = createResourceApi({
  path: RULES,
  rowSchema: deviceRuleRowSchema,
  createSchema: deviceRuleBodySchema,
  updateSchema: deviceRuleUpdateBodySchema,
  alsoInvalidates: [resourceKey(DEVICES), resourceKey(COMMANDS)],
  sorting: { fields: RULE_SORTS, first: 'createTime,desc', ascending: ['name', 'uniqueId'] },
  permissions: { add: 'device:add', edit: 'device:edit', del: 'device:del' },
});

export const commandLogApi = createResourceApi({
  path: LOG, rowSchema: commandLogRowSchema,
  sorting: { fields: LOG_SORTS, first: 'createdAt,desc' },
});
