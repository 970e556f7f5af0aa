/**
 * Streamer config (Korea group PK → Streamer config, component 'KoreaStreamerConfig'): the events list (name search,
 * sorting and paging in the URL) with each event's state, streamers, teams, the stage running now and when it was
 * made; add and edit in a drawer (event-drawer.tsx), delete asked first (the server refuses it while a stage runs),
 * and each event's overlay links with copy. Buttons follow `liveConfig:add|edit|del`.
 */
import { Badge, IconButton, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuLink } from 'react-icons/lu';
import type { KoreaEventRow } from '../../../../../streams/contracts/korea-pk';
import { createColumnHelper, timeColumn, type ResourceColumns } from '@shared/crud/columns';
import { CrudPage } from '@shared/crud/crud-page';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { InfoDialog } from '@shared/ui/info-dialog';
import { eventsApi } from '../api/korea-api';
import { OverlayLinks } from '../common/overlay-links';
import { useKoreaT } from '../i18n/korea-pk-locale';
import { EventDrawer } from './event-drawer';

const column = createColumnHelper<KoreaEventRow>();
const STATE_COLOR = { notStarted: 'gray', collecting: 'green', ended: 'red' } as const;

function useEventColumns(): ResourceColumns<KoreaEventRow> {
  const { ft } = useKoreaT();
  return useMemo(
    () => [
      column.accessor('name', { header: ft('events.name'), enableSorting: true, meta: { cell: { fontWeight: 'medium' } } }),
      column.accessor('state', {
        header: ft('events.state'),
        enableSorting: true,
        cell: ({ row }) => <Badge colorPalette={STATE_COLOR[row.original.state]}>{ft(`common.states.${row.original.state}`)}</Badge>,
      }),
      column.accessor('streamers', { header: ft('events.streamers') }),
      column.accessor('teams', { header: ft('events.teams') }),
      column.accessor('running', {
        header: ft('events.running'),
        cell: ({ row }) => {
          const stage = row.original.running;
          return stage ? <Badge colorPalette="green">{ft(`common.stages.${stage}`)}</Badge> : ft('common.none');
        },
      }),
      timeColumn('createTime', ft('events.createTime'), (row: KoreaEventRow) => row.createTime),
    ],
    [ft],
  );
}

/** The page. */
export function KoreaStreamerConfigPage() {
  const { ft, t } = useKoreaT();
  const texts = useSectionTexts(useKoreaT, 'events');
  const crud = useCrudList({ api: eventsApi, filters: { blurry: '' } });
  const columns = useEventColumns();
  const [linksOf, setLinksOf] = useState<KoreaEventRow | null>(null);
  return (
    <CrudPage
      texts={texts}
      list={crud}
      noExport
      rowName={(row) => row.name}
      search={{ text: 'blurry' }}
      table={{ columns }}
      rowButtons={(row) => (
        <IconButton size="xs" variant="ghost" aria-label={`${ft('events.openLinks')}: ${row.name}`} title={ft('events.openLinks')} onClick={() => setLinksOf(row)}>
          <LuLink />
        </IconButton>
      )}
      drawer={(target, _parent, onClose) => <EventDrawer target={target} onClose={onClose} />}
      deleteMessage={({ row }) => (row ? ft('events.deleteConfirm', { name: row.name }) : t('common.deleteConfirm'))}
    >
      <InfoDialog open={linksOf !== null} onClose={() => setLinksOf(null)} title={ft('events.links', { name: linksOf?.name ?? '' })} closeLabel={t('common.ok')}>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {ft('events.linksHelp')}
        </Text>
        {linksOf ? <OverlayLinks links={linksOf.links} /> : null}
      </InfoDialog>
    </CrudPage>
  );
}
