/**
 * Streamers (CRM → Streamers, component 'CrmStreamers'): every streamer the caller sees (view `all`), with every
 * filter, sorting, paging and export; add and edit (anchor:add / anchor:edit), import from a sheet (anchor:add),
 * delete one or the ticked ones (anchor:del, asked first); the ticked ones allocated to an operator
 * (anchor:allocate) or starred and unstarred for the caller. A row opens the detail drawer.
 */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuStar, LuStarOff, LuUpload, LuUserCheck } from 'react-icons/lu';
import type { ImportAnswer } from '../../../../../streams/contracts/anchor-lists';
import { useCan } from '@shared/auth/can';
import { ImportDialog } from '@shared/crud/import-dialog';
import { BatchButton, DeleteSelectedButton } from '@shared/crud/list-actions';
import { notifyFailure } from '@shared/ui/notify-failure';
import { notifySuccess } from '@shared/ui/toaster';
import { downloadAnchorTemplate, useImportAnchors, useSetFavourite } from '../api/anchors-api';
import { useCrmT } from '../i18n/use-crm-t';
import { AnchorViewPage, type AnchorList } from '../views/anchor-view-page';
import { AllocateDialog } from './allocate-dialog';
import { StreamerDrawer } from './streamer-drawer';

/** The heading's buttons: import, then the batch actions on the ticked rows. */
function StreamerActions({ list, onImport, onAllocate }: { list: AnchorList; onImport: () => void; onAllocate: (ids: number[]) => void }) {
  const { ft, failure } = useCrmT();
  const mayAllocate = useCan('anchor:allocate');
  const favourite = useSetFavourite();
  const star = (ids: number[], on: boolean) =>
    favourite.mutateAsync({ ids, favourite: on }).then(
      () => notifySuccess(ft(on ? 'streamers.starred' : 'streamers.unstarred')),
      (error: unknown) => notifyFailure(ft('common.failed'), failure(error)),
    );
  return (
    <>
      {list.can.add ? (
        <Button size="sm" variant="outline" onClick={onImport}>
          <LuUpload aria-hidden="true" /> {ft('streamers.import')}
        </Button>
      ) : null}
      {mayAllocate ? <BatchButton list={list} icon={<LuUserCheck aria-hidden="true" />} label={(count) => ft('streamers.allocate', { count })} onClick={onAllocate} /> : null}
      <BatchButton list={list} icon={<LuStar aria-hidden="true" />} loading={favourite.isPending} label={(count) => ft('streamers.favourite', { count })} onClick={(ids) => void star(ids, true)} />
      <BatchButton list={list} icon={<LuStarOff aria-hidden="true" />} loading={favourite.isPending} label={(count) => ft('streamers.unfavourite', { count })} onClick={(ids) => void star(ids, false)} />
      {list.can.del ? <DeleteSelectedButton list={list} /> : null}
    </>
  );
}

/** The Streamers page (see the module comment). */
export function StreamersPage() {
  const { ft } = useCrmT();
  const [importing, setImporting] = useState(false);
  const [allocating, setAllocating] = useState<{ ids: number[]; clear: () => void } | null>(null);
  const send = useImportAnchors();
  return (
    <AnchorViewPage
      view="all"
      section="streamers"
      selectable
      addForm={(onClose) => <StreamerDrawer target="new" onClose={onClose} />}
      actions={(list) => <StreamerActions list={list} onImport={() => setImporting(true)} onAllocate={(ids) => setAllocating({ ids, clear: list.selection.clear })} />}
    >
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        texts={{
          title: ft('importDialog.title'),
          help: ft('importDialog.help'),
          template: ft('importDialog.template'),
          templateFailed: ft('importDialog.templateFailed'),
          done: (result: ImportAnswer) => ft('importDialog.done', { count: result.imported }),
        }}
        send={(file) => send.mutateAsync(file)}
        template={downloadAnchorTemplate}
      />
      {allocating ? <AllocateDialog ids={allocating.ids} onClose={() => setAllocating(null)} onDone={allocating.clear} /> : null}
    </AnchorViewPage>
  );
}
