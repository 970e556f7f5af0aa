/**
 * Start and end of a collection round ("a new round cannot start while one is running"): 'Start round'
 * acts at once; 'End round' asks first, since an ended round stops scoring for good. Refusals are shown
 * translated. Only for holders of `liveConfig:control`.
 */
import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlay, LuSquare } from 'react-icons/lu';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { useCan } from '@shared/auth/can';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { runWithToast } from '@shared/ui/toast-action';
import { useEndRound } from '../api/end-round';
import { useStartRound } from '../api/start-round';
import { LIVE_CONFIG_PERMISSIONS } from './permissions';
import { useLcTranslation } from '../i18n/use-lc-translation';

/** The two buttons, enabled as the round's state allows. */
export function RoundControls({ view }: { view: GameView }) {
  const { lt, failure } = useLcTranslation();
  const canControl = useCan(LIVE_CONFIG_PERMISSIONS.control);
  const start = useStartRound(view.configId);
  const end = useEndRound(view.configId);
  const [confirmEnd, setConfirmEnd] = useState(false);
  if (!canControl) return null;
  const collecting = view.round.status === 'collecting';

  const onStart = () => runWithToast(() => start.mutateAsync(), { success: lt('round.started'), failure });
  const onEnd = () => runWithToast(() => end.mutateAsync(), { success: lt('round.endedNotice'), failure, always: () => setConfirmEnd(false) });

  return (
    <HStack gap="2">
      <Button size="sm" colorPalette="brand" disabled={collecting} loading={start.isPending} onClick={() => void onStart()}>
        <LuPlay aria-hidden="true" /> {lt('round.start')}
      </Button>
      <Button size="sm" colorPalette="red" variant="outline" disabled={!collecting} onClick={() => setConfirmEnd(true)}>
        <LuSquare aria-hidden="true" /> {lt('round.end')}
      </Button>
      <ConfirmDialog
        open={confirmEnd}
        message={lt('round.endConfirm')}
        loading={end.isPending}
        onConfirm={() => void onEnd()}
        onCancel={() => setConfirmEnd(false)}
      />
    </HStack>
  );
}
