/**
 * Refusals of devices, commands and control rules (streams/contracts/devices.ts and server/modules/devices). English
 * templates; `{{name}}` is a param; a list param `x` with `xMore` reads "a, b and 3 more".
 */
import { messagesOf } from './template';

export const DEVICE_REFUSALS = {
  DEVICE_NAME_REQUIRED: 'Please enter the name',
  DEVICE_NAME_LENGTH: 'The name can have at most 64 characters',
  DEVICE_NOTE_LENGTH: 'The note can have at most 500 characters',
  DEVICE_TYPE_REQUIRED: 'Please choose the device type',
  DEVICE_EXISTS: 'A device with this name already exists',
  COMMAND_EXISTS: 'A command with this name already exists',
  TEMPLATE_REQUIRED: 'Please enter the payload template',
  TEMPLATE_LENGTH: 'The payload template can have at most 4,000 characters',
  TEMPLATE_UNKNOWN_PLACEHOLDERS: 'Unknown placeholders: {{names}}. Use the placeholders listed under the editor',
  TEMPLATE_INVALID_JSON: 'The template starts like JSON but is not valid JSON once filled in: {{reason}}',
  COMMAND_TTL_RANGE: 'The expiry must be between 1 second and 24 hours',
  RULE_STREAMER_REQUIRED: "Please enter the streamer's TikTok ID",
  GIFT_ID_FORMAT: 'A gift ID is the number of a gift in the gift list',
  MIN_COUNT_RANGE: 'The minimum count must be a whole number from 1 to 100,000',
  MIN_DIAMONDS_RANGE: 'The minimum diamonds must be a whole number from 1 to 10,000,000',
  COOLDOWN_RANGE: 'The cooldown must be between 0 seconds and 24 hours',
  COMMAND_REQUIRED: 'Please choose the command',
  DEVICE_REQUIRED: 'Please choose the device',
  COMMAND_UNKNOWN: 'This command does not exist',
  DEVICE_UNKNOWN: 'This device does not exist',
  DEVICE_IN_USE: 'This device is used by control rules ({{names}}); change or delete them first',
  COMMAND_IN_USE: 'This command is used by control rules ({{names}}); change or delete them first',
  DEVICE_DISABLED: 'This device is disabled; enable it to send a test command',
  DEVICE_NOT_FOUND: 'Device {{ids}} does not exist',
  COMMAND_NOT_FOUND: 'Command {{ids}} does not exist',
  RULE_NOT_FOUND: 'Rule {{ids}} does not exist',
} as const;

/** English text of a devices refusal. */
export const deviceMessage = messagesOf(DEVICE_REFUSALS);
