/**
 * Refusals of the Korea group PK (streams/games/korea-pk.ts, machines/korea-stage.machine.ts, the event's routes
 * under `api/koreaPk`). English templates; `{{name}}` is a param.
 */
import { messagesOf } from './template';

export const KOREA_PK_REFUSALS = {
  KOREA_SETTINGS_REQUIRED: 'korea: a Korea group PK needs its teams, stages and weights',
  KOREA_TEAMS_COUNT: 'korea.teams: add 2 to 8 teams',
  KOREA_TEAM_NAME: 'Please enter the team name (at most 32 characters)',
  KOREA_TEAM_IDS_UNIQUE: 'Each team needs its own id',
  KOREA_TEAM_COLOR: 'A team colour is a hex colour such as #ff3366',
  KOREA_STREAMER_TEAM: 'Choose this streamer\'s team',
  KOREA_PAIR_STREAMER: 'A pair takes two different streamers of this event',
  KOREA_PAIR_TWICE: 'A streamer can be in one pair only',
  KOREA_SOLO_STREAMER: 'The solo show order takes streamers of this event, each once',
  KOREA_TURN_SECONDS: 'A solo turn lasts 10 to 3,600 seconds',
  KOREA_STAGE_SECONDS: 'A stage lasts 0 (the host ends it) to 86,400 seconds',
  KOREA_WEIGHT: 'A stage weight is a whole percentage from 0 to 1,000',
  KOREA_STAGE_UNKNOWN: 'There is no stage {{stage}}: the stages are double, solo and team',
  KOREA_NO_PAIRS: 'Add at least one pair before starting the double PK stage',
  KOREA_NO_SOLO_ORDER: 'Add at least one streamer to the solo show order before starting the solo show stage',
  KOREA_TEAMS_EMPTY: 'The team show stage needs at least two teams with streamers',
  KOREA_CONFIRM_SWITCH: 'Another stage is running. End it and start this stage?',
  KOREA_STAGE_RUNNING: 'This stage is already running',
  KOREA_NO_STAGE_RUNNING: 'No stage is running',
  KOREA_NOT_SOLO: 'The solo show stage is not running',
  KOREA_STAGE_NOT_STARTED: 'This stage has not started: start it before adjusting its scores',
  KOREA_ROUND_COMMAND: 'A Korea group PK event runs stages, not rounds: run it from its stage pages under Korea group PK',
  KOREA_STYLE_CHANGE: 'pluginStyle: a Korea group PK event cannot become another game, nor another game an event: add a new one instead',
  KOREA_NOT_AN_EVENT: 'Configuration {{id}} is not a Korea group PK event',
} as const;

/** English text of a Korea group PK refusal. */
export const koreaPkMessage = messagesOf(KOREA_PK_REFUSALS);

/** A code of the Korea group PK refusals. */
export type KoreaPkRefusalCode = keyof typeof KOREA_PK_REFUSALS;
