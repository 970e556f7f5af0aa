/**
 * The server's check of `POST …/pk/initialize` phases against the configuration (the product rule "PK: select the
 * group host first; select at least two anchors; double PK needs exactly two"), reported as `field.path: message` on
 * the field the PK page shows it beside.
 */
import { phaseConfigError, PK_MESSAGES, type PkPhase } from '../../../machines/pk-phase.machine';
import type { ConfigStreamer } from '../../../streams/games/live-config';
import { ROUND_MESSAGES } from '../../live/games/game-session';

/** The first problem of `phases` as `phases.<i>.<field>: message`, or null when they can be initialized. */
export function pkPhasesError(streamers: readonly Pick<ConfigStreamer, 'anchorId'>[], phases: readonly PkPhase[]): string | null {
  const known = new Set(streamers.map((s) => s.anchorId));
  for (const [index, phase] of phases.entries()) {
    const error = phaseConfigError(phase);
    if (error) return `phases.${index}.${error === PK_MESSAGES.selectHost ? 'hostId' : 'streamerIds'}: ${error}`;
    if (phase.hostId && !known.has(phase.hostId)) return `phases.${index}.hostId: ${ROUND_MESSAGES.unknownStreamer}`;
    const unknown = phase.streamerIds.findIndex((id) => !known.has(id));
    if (unknown >= 0) return `phases.${index}.streamerIds.${unknown}: ${ROUND_MESSAGES.unknownStreamer}`;
    const twice = phase.streamerIds.findIndex((id, i) => phase.streamerIds.indexOf(id) !== i);
    if (twice >= 0) return `phases.${index}.streamerIds.${twice}: ${PK_MESSAGES.atLeastTwo}`;
  }
  return null;
}
