/**
 * English names of a live room's connection states (idle → connecting → connected, reconnecting, not live, ended,
 * failed), written once for the two features that show them: the live pages (`livePages.states.*`) and the streamer
 * room page of monitoring (`monitorRoom.room.states.*`). Each feature's zh/ko/ar bundle keeps its own translations
 * (their wording differs between the two pages), typed by this object's keys through the feature's English bundle.
 */
export const liveStatesEn = {
  idle: 'Idle',
  connecting: 'Connecting',
  connected: 'Connected',
  reconnecting: 'Reconnecting',
  notLive: 'Not live',
  ended: 'Ended',
  failed: 'Failed',
};
