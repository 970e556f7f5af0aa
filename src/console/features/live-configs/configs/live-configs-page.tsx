/**
 * Live assistant configurations (Group host config → Configurations, component 'LiveConfigs'), on the CRUD kit: the
 * list with search by name, sorting and paging (kept in the URL), state and round (refreshed while games run
 * elsewhere), plugin links with copy buttons and key replacement, the round control link; 'Add' and 'Edit' open the
 * form drawer; 'Delete' (one or a selection) asks first, and a configuration being collected is refused until it is
 * stopped. `?edit=<id>` opens that configuration's form (the game pages link here to change options).
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LiveConfigRow } from '../../../../../streams/contracts/live-configs';
import { CrudPage } from '@shared/crud/crud-page';
import { DeleteSelectedButton } from '@shared/crud/list-actions';

import { useCrudList } from '@shared/crud/use-crud-list';
import { liveConfigsApi } from '../api/live-configs-api';

import { useLiveConfigsT } from '../i18n/live-configs-locale';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { ConfigDrawer } from './config-drawer';
import { ConfigRowButtons, useConfigColumns } from './configs-columns';
import { PluginLinksDialog } from './plugin-links-dialog';

/** States and rounds move while games run elsewhere. */
const REFRESH_MS = 5_000;

const configName = (row: LiveConfigRow) => row.name;

/** `?edit=<id>`: the id to open once (the parameter is then dropped, so a reload does not reopen it). */
function useEditParam(canEdit: boolean): [number | null, () => void] {
  const [params, setParams] = useSearchParams();
  const [linked, setLinked] = useState<number | null>(null);
  const editParam = params.get('edit');
  useEffect(() => {
    if (editParam === null) return;
    const id = Number(editParam);
    if (canEdit && Number.isInteger(id) && id > 0) setLinked(id);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
  }, [editParam, canEdit, setParams]);
  return [linked, () => setLinked(null)];
}

/** The page. */
export function LiveConfigsPage() {
  const { t, lt } = useLcTranslation();
  const texts = useSectionTexts(useLiveConfigsT, 'list');
  const crud = useCrudList({ api: liveConfigsApi, filters: { blurry: '' }, refresh: REFRESH_MS });
  const columns = useConfigColumns();
  const [linksOf, setLinksOf] = useState<LiveConfigRow | null>(null);
  const [linked, closeLinked] = useEditParam(crud.can.edit);

  return (
    <CrudPage
      texts={texts}
      list={crud}
      rowName={configName}
      noExport
      actions={crud.can.del ? <DeleteSelectedButton list={crud} /> : null}
      search={{ text: 'blurry', inputType: 'text', searchLabel: lt('list.search'), placeholder: lt('list.search') }}
      table={{ columns, loadFailedText: t('groupHost.configListFailed'), selectable: crud.can.del, rowAttributes: (row) => ({ 'data-config-id': row.id }) }}
      rowButtons={(row) => <ConfigRowButtons row={row} onLinks={setLinksOf} />}
      drawer={(target, _parent, onClose) => <ConfigDrawer target={target} onClose={onClose} />}
    >
      {linked !== null ? <ConfigDrawer key={linked} target={{ id: linked }} onClose={closeLinked} /> : null}
      <PluginLinksDialog row={linksOf} onClose={() => setLinksOf(null)} />
    </CrudPage>
  );
}
