/**
 * Refusals of live monitoring: monitored streamers and their import, the streamer room, live sessions and the wall
 * (streams/contracts/{monitor,monitor-room,monitor-sessions,monitor-wall}.ts and their server modules). English
 * templates; `{{name}}` is a param.
 */
import { messagesOf } from './template';

export const MONITOR_REFUSALS = {
  // Monitored streamers and the import.
  MONITOR_ID_REQUIRED: 'Please enter the TikTok ID',
  MONITOR_NICKNAME_LENGTH: 'The nickname can have at most 64 characters',
  MONITOR_TYPE_REQUIRED: 'Please choose the monitor type: focus, regular or pk',
  MONITOR_STAFF_UNKNOWN: 'This staff member does not exist or is disabled',
  MONITOR_NOTES_LENGTH: 'The notes can have at most 500 characters',
  MONITOR_ENABLED_FORMAT: 'Enabled must be true or false (yes/no and 1/0 also work)',
  IMPORT_DUPLICATE_IN_FILE: 'This TikTok ID is also on row {{row}}',
  IMPORT_NO_FILE: 'Choose a .csv or .xlsx file to import',
  IMPORT_FILE_TYPE: 'The file must be a .csv or .xlsx file',
  IMPORT_FILE_SIZE: 'The file cannot be larger than 5 MB',
  IMPORT_ONE_FILE: 'Import one file at a time',
  IMPORT_UNREADABLE: 'The file cannot be read; save it again as .xlsx or as CSV (UTF-8)',
  IMPORT_NOT_UTF8: 'The CSV file is not UTF-8; save it again as CSV (UTF-8)',
  IMPORT_CSV_BROKEN: 'The CSV file cannot be read from row {{row}} on; check the quotes in that row',
  IMPORT_NO_HEADER: 'The first row must be the header row; the uniqueId column is missing (download the template)',
  IMPORT_NO_ROWS: 'The file has no streamer rows',
  IMPORT_TOO_MANY_ROWS: 'A file can hold at most 10,000 streamers; split it into several files',
  IMPORT_REFUSED: 'Nothing was imported: {{count}} problems in the file.',

  // The streamer room.
  MONITORED_STREAMER_NOT_FOUND: 'Monitored streamer {{id}} does not exist; choose another streamer in the list',

  // Live sessions.
  SESSION_TIME_FORMAT: 'Use epoch milliseconds, a date such as 2024-05-01 or a date and time such as 2024-05-01T20:00',
  SESSION_RANGE_ORDER: 'The end of the range must be after its start',
  SESSION_RANGE_TOO_LONG: 'A range can cover at most {{days}} days; choose a shorter one',
  SESSION_TIME_ZONE: 'Unknown time zone; use an IANA name such as Europe/Berlin',
  SESSION_STREAMERS_REQUIRED: 'Choose at least one streamer',
  SESSION_STREAMER_IDS_FORMAT: 'Streamer ids are whole numbers separated by commas',
  SESSION_TOO_MANY_STREAMERS: 'Choose at most {{maximum}} streamers',
  SESSION_RANGE_CHOICE: 'Choose a range: today, 7d or 30d',
  SESSION_METRIC_CHOICE: 'Choose a metric: diamonds, viewers or liveTime',
  SESSION_TYPE_CHOICE: 'Choose a monitor type: focus, regular or pk',
  SESSION_STREAMER_ID: 'The streamer id is a whole number',
  SESSION_DAY_FORMAT: 'The day is a date such as 2024-05-01',
} as const;

/** English text of a monitoring refusal. */
export const monitorMessage = messagesOf(MONITOR_REFUSALS);
