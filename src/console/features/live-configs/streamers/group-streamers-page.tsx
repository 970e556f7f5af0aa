/**
 * Streamer config (Live assistant → Group host config → Streamer config, component 'GroupStreamers'), on the CRUD
 * kit: the guild's group-live streamers kept once (avatar, streamer ID, nickname, usual gifts with names and diamonds
 * from the catalogue, remark, creation time) with search over ID and nickname, sorting and paging (kept in the URL).
 * 'Add' and the row's edit open the drawer; delete asks first. The configuration form picks streamers from here.
 */
import { type GroupStreamerRow } from '../../../../../streams/contracts/group-streamers';
import { CrudPage } from '@shared/crud/crud-page';

import { useCrudList } from '@shared/crud/use-crud-list';
import { useGiftCatalogue } from '../api/get-gifts';
import { groupStreamersApi } from '../api/group-streamers-api';

import { useLiveConfigsT } from '../i18n/live-configs-locale';
import { useLcTranslation } from '../i18n/use-lc-translation';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { GroupStreamerDrawer } from './group-streamer-drawer';
import { useGroupStreamerColumns } from './group-streamers-columns';

const nickname = (row: GroupStreamerRow) => row.nickname;

/** The page. */
export function GroupStreamersPage() {
  const { lt } = useLcTranslation();
  const texts = useSectionTexts(useLiveConfigsT, 'streamers');
  const crud = useCrudList({ api: groupStreamersApi, filters: { blurry: '' } });
  const catalogue = useGiftCatalogue();
  const columns = useGroupStreamerColumns(catalogue.byId);

  return (
    <CrudPage
      texts={texts}
      list={crud}
      rowName={nickname}
      noExport
      search={{ text: 'blurry', inputType: 'text', searchLabel: lt('streamers.search'), placeholder: lt('streamers.search') }}
      table={{ columns, loadFailedText: lt('streamers.listFailed'), rowAttributes: (row) => ({ 'data-streamer-id': row.anchorId }) }}
      drawer={(target, _parent, onClose) => <GroupStreamerDrawer target={target} onClose={onClose} />}
    />
  );
}
