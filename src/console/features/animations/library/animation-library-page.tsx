/**
 * Vehicle animation library (Animations config → Vehicle animation library, component 'AnimationLibrary'): the list
 * with search (name, category, description), type and status filters, sorting and paging (kept in the URL); the
 * status switch acts at once; 'Add' and 'Edit' open the form drawer with the picture and resource uploads; 'Delete'
 * (one or a selection) asks first, and an animation a user config still uses is refused with the users named, kept on
 * the page. Buttons follow `animation:add|edit|del`; there is no export.
 */
import { ANIMATION_TYPES, type VehicleAnimationRow } from '../../../../../streams/contracts/animations';
import { CrudPage } from '@shared/crud/crud-page';
import { DeleteSelectedButton } from '@shared/crud/list-actions';
import { FilterSelect, STATUS_CHOICES } from '@shared/crud/search-bar';

import { useCrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { libraryApi } from '../api/animations-api';

import { useAnimationsT } from '../i18n/animations-locale';
import { AnimationDrawer } from './animation-drawer';
import { useAnimationColumns } from './animations-columns';

const animationName = (row: VehicleAnimationRow) => row.name;

export function AnimationLibraryPage() {
  const { ft } = useAnimationsT();
  const texts = useSectionTexts(useAnimationsT, 'library');
  const crud = useCrudList({
    api: libraryApi,
    filters: { blurry: '', type: '', enabled: '' },
    choices: { type: ['', ...ANIMATION_TYPES], enabled: STATUS_CHOICES },
    deleteErrorInline: true,
  });
  const columns = useAnimationColumns(crud.can.edit);

  return (
    <CrudPage
      texts={texts}
      list={crud}
      rowName={animationName}
      actions={crud.can.del ? <DeleteSelectedButton list={crud} /> : null}
      noExport
      search={{
        text: 'blurry',
        status: 'enabled',
        statusTexts: { label: ft('library.status'), all: ft('library.allStatuses'), on: ft('status.enabled'), off: ft('status.disabled') },
        children: ({ filters, apply }) => (
          <FilterSelect
            label={ft('library.type')}
            value={filters.type}
            allText={ft('library.allTypes')}
            options={ANIMATION_TYPES.map((type) => ({ value: type, label: ft(`types.${type}`) }))}
            onChange={(type) => apply({ type })}
            minW="36"
          />
        ),
      }}
      table={{ columns, loadFailedText: ft('list.failed'), selectable: crud.can.del, tableProps: { interactive: true } }}
      drawer={(target, _parent, onClose) => <AnimationDrawer target={target} onClose={onClose} />}
    />
  );
}
