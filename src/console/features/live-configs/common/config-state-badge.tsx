/** A configuration's state (not started, collecting, ended) as a coloured badge. */
import { Badge } from '@chakra-ui/react';
import type { LiveConfigStateName } from '../../../../../streams/contracts/live-configs';
import { useLcTranslation } from '../i18n/use-lc-translation';

const PALETTE: Record<LiveConfigStateName, string> = { notStarted: 'gray', collecting: 'green', ended: 'purple' };

/** The translated state in a badge of its colour; `data-config-state` for tests and styles. */
export function ConfigStateBadge({ state }: { state: LiveConfigStateName }) {
  const { lt } = useLcTranslation();
  return (
    <Badge colorPalette={PALETTE[state]} variant="subtle" data-config-state={state}>
      {lt(`states.${state}`)}
    </Badge>
  );
}
