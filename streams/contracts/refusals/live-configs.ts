/**
 * Refusals of the group-live games: configurations and their rules (streams/games/live-config.ts), the turntable,
 * score adjustments, PK phases (machines/pk-phase.machine.ts), rounds and the game runtime
 * (server/live/games), the configurations API (streams/contracts/live-configs.ts) and the kept streamers
 * (streams/contracts/group-streamers.ts). English templates; `{{name}}` is a param.
 */
import { messagesOf } from './template';

export const LIVE_CONFIG_REFUSALS = {
  // Configurations (the game's rules).
  CONFIG_NAME_REQUIRED: 'Please enter the configuration name',
  CONFIG_NAME_TOO_LONG: 'The name is at most 64 characters',
  CONFIG_STREAMER_ID_REQUIRED: 'Streamer ID is required',
  CONFIG_NICKNAME_REQUIRED: 'Please enter the streamer nickname',
  CONFIG_NICKNAMES_UNIQUE: 'Streamer nicknames must be unique',
  CONFIG_STREAMER_NEEDS_GIFTS: 'Every streamer needs its information and gifts configured',
  CONFIG_GIFT_TWICE: 'A gift cannot be added twice',
  CONFIG_GIFT_NOT_SELECTED: 'A streamer gift must be one of the selected gifts',
  CONFIG_AT_LEAST_TWO: 'Keep at least 2 streamers',
  CONFIG_EXACTLY_TWO: 'Battle and ice-fire styles take exactly 2 streamers',
  CONFIG_TRIGGER_GIFT_REQUIRED: 'In ice-fire style every streamer needs a trigger gift',
  CONFIG_MIN_GIFT_VALUE: 'The minimum gift value must be a number',
  CONFIG_PK_TIME: 'PK time must be a whole number greater than 0',
  CONFIG_PK_TIME_TOO_LONG: 'PK time is at most 24 hours',
  CONFIG_AUTO_END: 'Auto end time must be a whole number of seconds (0 = the host ends the round)',
  CONFIG_AUTO_END_TOO_LONG: 'Auto end time is at most 24 hours',
  CONFIG_EFFECT_SECONDS: 'Effect duration must be a whole number of seconds greater than 0',
  CONFIG_EFFECT_TOO_LONG: 'Effect duration is at most 1 hour',
  CONFIG_HOST_SOURCE_REQUIRED: 'Choose the source of the host streamer',
  CONFIG_HOST_ID_REQUIRED: 'Enter the host streamer @uniqueId',
  CONFIG_HOST_ID_FORMAT: 'The host @uniqueId is 2 to 24 letters, digits, dots or underscores',
  CONFIG_TOO_MANY_STREAMERS: 'At most {{maximum}} streamers',
  CONFIG_TOO_MANY_GIFTS: 'At most {{maximum}} gifts',
  CONFIG_CHOOSE_GIFT: 'Please choose a gift',
  GIFT_PRICE_WHOLE: 'The gift price must be a whole number of diamonds',
  GIFT_PRICE_NEGATIVE: 'The gift price cannot be negative',
  GIFT_PRICE_TOO_LARGE: 'The gift price is too large',
  FLOWER_TARGET: 'The flower target must be a whole number greater than 0',
  SPIN_SECONDS: 'Spin time must be 2 to 30 seconds',

  // The turntable's options.
  TURNTABLE_PROBABILITY: 'Please enter a number between 1 and 100.',
  TURNTABLE_PRIZE_REQUIRED: 'Please enter the prize',
  TURNTABLE_TOTAL: 'The probabilities add up to more than 100.',
  TURNTABLE_AT_LEAST_ONE: 'Add at least one option',
  TURNTABLE_PRIZE_TOO_LONG: 'The prize is at most 50 characters',
  TURNTABLE_TOO_MANY: 'At most 12 options fit on the wheel',

  // Manual score adjustments.
  ADJUST_SCORE_REQUIRED: 'Please enter the score.',
  ADJUST_NOT_A_NUMBER: 'Please enter a number.',
  ADJUST_TOO_SMALL: 'Scores cannot be less than 1.',
  ADJUST_TOO_LARGE: 'Scores cannot exceed 100,000.',
  ADJUST_FLOWER_TOO_LARGE: 'Each increase is at most 200.',
  ADJUST_NOT_STARTED: 'The round has not started, so scores cannot be adjusted.',
  ADJUST_CHOOSE_STREAMER: 'Choose a streamer',
  ADJUST_REASON_TOO_LONG: 'The reason is at most 200 characters',

  // PK phases.
  PK_INITIALIZE_FIRST: 'Initialize the configuration first',
  PK_PHASE_NOT_CREATED: 'The PK configuration of this phase is not created, so initialize it',
  PK_SELECT_HOST: 'Select the group host first',
  PK_AT_LEAST_TWO: 'Select at least two anchors',
  PK_DOUBLE_NEEDS_TWO: 'Double PK needs exactly two anchors',
  PK_CONFIRM_SWITCH: 'Another phase is running. Start this phase and stop scoring the other one?',
  PK_PHASE_NAME: 'Please enter the phase name',
  PK_PHASE_NAME_TOO_LONG: 'The phase name is at most 32 characters',
  PK_PHASE_IDS_UNIQUE: 'Each phase needs its own id',
  PK_AT_LEAST_ONE_PHASE: 'Add at least one phase',
  PK_PHASE_ID_FORMAT: 'A phase id is 1 to 64 letters, digits, dots, dashes or underscores',
  PK_TOO_MANY_PHASES: 'At most 20 phases',

  // Rounds and the game runtime.
  ROUND_ALREADY_RUNNING: 'A round is already running: end it before starting a new one.',
  ROUND_NOT_RUNNING: 'No round is running.',
  ROUND_ENDED: 'The round has ended, so scores cannot be adjusted.',
  ROUND_UNKNOWN_STREAMER: 'This streamer is not in the configuration.',
  ROUND_NO_TURNTABLE: 'This configuration has no turntable: add its options first.',
  GAME_UNAVAILABLE: 'The game could not be saved and is being restored from the database. Try again in a moment.',
  HOST_ROOM_NOT_STARTED: 'The host room could not be started: {{reason}}',
  REPLAY_ROOM_NOT_RUNNING: 'no replay room of @{{uniqueId}} is running: start one on the Live rooms page with this @uniqueId',
  HOST_UNRESOLVED: 'This configuration names room {{roomId}} from before configurations named their host streamer: edit it to name the host streamer (source and @uniqueId)',

  // The configurations API.
  LIVE_CONFIG_NOT_FOUND: 'Live configuration {{ids}} does not exist',
  DELETE_WHILE_COLLECTING: 'A configuration being collected cannot be deleted until it is stopped',
  OVERLAY_KEY_INVALID: 'This overlay link is not valid: the key is wrong or was replaced',
  RANKING_START_REQUIRED: 'Please choose the start date',
  RANKING_END_REQUIRED: 'Please choose the end date',
  RANKING_END_BEFORE_START: 'The end date cannot be earlier than the start date',
  RANKING_DATE_FORMAT: 'Dates are written yyyy-MM-dd',
  SPIN_REQUEST_ID_FORMAT: 'requestId: 1 to 100 letters, digits or . _ : -',

  // Kept streamers of group hosts.
  GROUP_NICKNAME_REQUIRED: 'Please enter the nickname',
} as const;

/** English text of a live-configs refusal. */
export const liveConfigMessage = messagesOf(LIVE_CONFIG_REFUSALS);
