/**
 * Refusals of live rooms and their sources (streams/contracts/live-rooms.ts, server/modules/live and
 * server/live/sources). English templates; `{{name}}` is a param.
 */
import { messagesOf } from './template';

export const LIVE_REFUSALS = {
  ROOM_ID_FORMAT: 'roomId: 1 to 128 letters, digits, dots, dashes or underscores',
  ROOM_IDS_REQUIRED: 'at least one roomId is required',
  SESSION_KEYS_REQUIRED: 'at least one key is required',
  TIKTOK_HANDLE_FORMAT: 'must be a TikTok handle: 2 to 24 letters, digits, dots or underscores',
  REPLAY_SPEED_MIN: 'must be 0 (as fast as possible) or more',
  REPLAY_FILE_REQUIRED: 'is required for a replay room',
  HANDLE_REQUIRED_FOR_SOURCE: 'is required for a {{source}} room',
  REQUIRED_FOR_SOURCE: 'required for a {{source}} room',
  EVENT_TYPE_UNKNOWN: "unknown event type '{{type}}' (allowed: {{allowed}})",
  LIVE_ROOM_NOT_RUNNING: "Live room '{{roomId}}' is not running on this server",
  LIVE_ROOM_NO_LOG: "Live room '{{roomId}}' is not running on this server and has no stored connection log",
  LIVE_ROOMS_NOT_RUNNING: 'Live rooms not running on this server: {{ids}}',
  LIVE_ROOM_NOT_RUNNING_ONE: 'Live room not running on this server: {{ids}}',
  EULER_KEY_MISSING: 'euler needs EULER_API_KEY',
  CONNECTOR_OFF: 'connector is turned off: {{howto}}',
  CONNECTOR_MISSING: 'connector needs the optional package {{specifier}}, which could not be loaded ({{reason}}): {{howto}}',
  CONNECTOR_INCOMPATIBLE: 'connector: {{specifier}} has no TikTokLiveConnection class (expected version {{version}}): {{howto}}',
  REPLAY_NOT_JSONL: '"{{file}}" is not a .jsonl timeline',
  REPLAY_OUTSIDE: '"{{file}}" is outside the data folder and the fixtures',
  REPLAY_NOT_FOUND: '"{{file}}" was not found in the data folder or the fixtures',
} as const;

/** English text of a live-rooms refusal. */
export const liveMessage = messagesOf(LIVE_REFUSALS);
