/**
 * Lottery turntable (Group host config → Lottery turntable, component 'Turntable'): the configuration's
 * options with their probabilities and the "No prize" rest, a preview of the wheel, the host's 'Spin', the current
 * spin and the queue. Options are edited in the configuration form (linked here).
 */
import { Box, Button, Grid, Stack, Table, Text } from '@chakra-ui/react';
import { LuPencil } from 'react-icons/lu';
import { Link } from 'react-router';
import type { GameView } from '../../../../../streams/contracts/game-topic';
import { useCan } from '@shared/auth/can';
import { GamePage } from '../common/game-page';
import { LIVE_CONFIG_PERMISSIONS } from '../common/permissions';
import { SpinPanel } from './spin-panel';
import { WheelPreview } from './wheel-preview';
import { wheelSlices } from './wheel';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { InlineAlert } from '@shared/ui/inline-alert';

/** The configurations page (sibling 'configs' in the server's 'group' directory), which opens a form by `?edit=`. */
const CONFIGS_PATH = '../configs';

function EditOptionsLink({ configId }: { configId: number }) {
  const { lt } = useLcTranslation();
  const canEdit = useCan(LIVE_CONFIG_PERMISSIONS.edit);
  if (!canEdit) return null;
  return (
    <Button asChild size="xs" variant="outline">
      <Link to={`${CONFIGS_PATH}?edit=${configId}`} relative="path">
        <LuPencil aria-hidden="true" /> {lt('turntable.editOptions')}
      </Link>
    </Button>
  );
}

function Turntable({ view, now }: { view: GameView; now: number }) {
  const { lt, language } = useLcTranslation();
  const turntable = view.turntable;
  if (!turntable) {
    return (
      <Stack gap="3" align="start">
        <InlineAlert text={lt('rules.round.noTurntable')} status="info" />
        <EditOptionsLink configId={view.configId} />
      </Stack>
    );
  }
  const slices = wheelSlices(turntable.options, lt('turntable.noPrize'));
  const current = turntable.current;
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
      <Stack gap="4" borderWidth="1px" borderRadius="md" p="4">
        <WheelPreview options={turntable.options} resultIndex={current ? current.result.index : null} turnSeconds={current ? Math.max(0.5, (current.endsAt - current.startedAt) / 1_000) : 1} />
        <SpinPanel view={view} now={now} />
      </Stack>
      <Stack gap="3">
        <Box borderWidth="1px" borderRadius="md" overflowX="auto">
          <Table.Root size="sm" aria-label={lt('turntable.options')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{lt('turntable.prize')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{lt('turntable.probability')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {slices.map((slice) => (
                <Table.Row key={`${slice.index}-${slice.label}`} data-option-index={slice.index} bg={current && current.result.index === slice.index ? 'brand.subtle' : undefined}>
                  <Table.Cell color={slice.index < 0 ? 'fg.muted' : undefined}>{slice.label}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {lt('turntable.percent', { value: percent.format(slice.percent) })}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Text fontSize="sm" color="fg.muted">
          {lt('turntable.triggerNote')}
        </Text>
        <Box>
          <EditOptionsLink configId={view.configId} />
        </Box>
      </Stack>
    </Grid>
  );
}

/** The page. */
export function TurntablePage() {
  const { lt } = useLcTranslation();
  return (
    <GamePage title={lt('turntable.title')} help={lt('turntable.help')}>
      {(view, now) => <Turntable view={view} now={now} />}
    </GamePage>
  );
}
