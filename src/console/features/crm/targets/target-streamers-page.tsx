/**
 * Target streamers (CRM → Target streamers, component 'CrmTargets'): the streamers being recruited (view `targets`:
 * new to got invitation code), with their filters, sorting and export; Add opens the target form
 * (`POST api/anchors/target`, every rule of the product's target form). A row opens the detail drawer.
 */
import { AnchorViewPage } from '../views/anchor-view-page';
import { TargetDrawer } from './target-drawer';

/** The filters a target list needs (closed stages and the review are other views'). */
const TARGET_FILTERS = ['progress', 'availability', 'liveStatus', 'gender', 'country', 'label', 'operatorId', 'fansMin', 'fansMax', 'diamondsMin', 'diamondsMax', 'createFrom', 'createTo', 'due'] as const;

/** The Target streamers page (see the module comment). */
export function TargetStreamersPage() {
  return <AnchorViewPage view="targets" section="targets" show={TARGET_FILTERS} addForm={(onClose) => <TargetDrawer onClose={onClose} />} />;
}
