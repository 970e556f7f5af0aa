/**
 * The page every streamer list shares (all, targets, given up, favourites, internal): one view of `GET api/anchors`
 * (`view` sent with every request and the export), its filters in the address, sorting, paging and export, Edit and
 * Delete per permission, and a row that opens the detail drawer (a click on the row, or its Open button). A view gives
 * its words, filters, extra columns, row buttons, heading buttons and the add form.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useState } from 'react';
import { LuPanelRightOpen } from 'react-icons/lu';
import type { AnchorRow, AnchorSortField } from '../../../../../streams/contracts/anchors';
import type { AnchorView } from '../../../../../streams/contracts/anchor-lists';
import type { ResourceColumns } from '@shared/crud/columns';
import { CrudPage } from '@shared/crud/crud-page';
import { RowButton } from '@shared/crud/row-actions';
import { useCrudList, type CrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { anchorsApi } from '../api/anchors-api';
import { anchorName, useAnchorColumns } from '../common/anchor-columns';
import { AnchorFilterControls } from '../common/anchor-filter-controls';
import { ANCHOR_CHOICES, ANCHOR_FILTERS, anchorParams, type AnchorFilterName, type AnchorFilters } from '../common/anchor-filters';
import { StreamerDetailDrawer } from '../detail/streamer-detail-drawer';
import { StreamerDrawer } from '../streamers/streamer-drawer';
import { useCrmT } from '../i18n/use-crm-t';

/** The list of a streamer view, as the page's parts read it. */
export type AnchorList = CrudList<AnchorRow, AnchorSortField, AnchorFilters>;

/** The sections of the bundle that word a streamer view. */
export type AnchorViewSection = 'streamers' | 'targets' | 'givenUp' | 'favourites' | 'internal';

/** Props of {@link AnchorViewPage}. */
export interface AnchorViewPageProps {
  view: AnchorView;
  section: AnchorViewSection;
  /** The filters of this view; default all. */
  show?: readonly AnchorFilterName[];
  /** The view's own columns, before the creation time. */
  extraColumns?: ResourceColumns<AnchorRow>;
  /** The view's own buttons of a row, before Open, Edit and Delete. */
  rowButtons?: (row: AnchorRow) => ReactNode;
  /** The view's heading buttons (batch actions, import), given the list. */
  actions?: (list: AnchorList) => ReactNode;
  /** Rows can be ticked (batch actions). */
  selectable?: boolean;
  /** The add form; none: no Add button. */
  addForm?: (onClose: () => void) => ReactNode;
  /** Below the table (the internal view's statistics, the view's dialogs). */
  children?: ReactNode;
}

/** Whether a click on a row landed on one of its controls (a checkbox, a button), which do their own thing. */
const onControl = (event: MouseEvent) => event.target instanceof Element && event.target.closest('button, input, a, label, [role="menuitem"]') !== null;

/** The page. */
export function AnchorViewPage({ view, section, show, extraColumns, rowButtons, actions, selectable = false, addForm, children }: AnchorViewPageProps) {
  const { t, ft } = useCrmT();
  const texts = useSectionTexts(useCrmT, section);
  const list: AnchorList = useCrudList({ api: anchorsApi, filters: ANCHOR_FILTERS, choices: ANCHOR_CHOICES, toParams: anchorParams, fixed: { view } });
  const columns = useAnchorColumns(extraColumns);
  const [detail, setDetail] = useState<AnchorRow | null>(null);
  const can = { ...list.can, add: list.can.add && addForm !== undefined };
  return (
    <CrudPage
      texts={texts}
      list={list}
      can={can}
      rowName={anchorName}
      search={{ text: 'blurry', children: (slot) => <AnchorFilterControls slot={slot} show={show} /> }}
      table={{
        columns,
        selectable,
        rowProps: (row) => ({ cursor: 'pointer', onClick: (event: MouseEvent) => (onControl(event) ? undefined : setDetail(row)) }),
      }}
      actions={actions?.(list)}
      deleteMessage={(target) => (target.row ? ft('streamers.deleteConfirm', { name: anchorName(target.row) }) : t('common.deleteBatchConfirm', { count: target.ids.length }))}
      rowButtons={(row) => (
        <>
          {rowButtons?.(row)}
          <RowButton label={ft('common.open', { name: anchorName(row) })} icon={<LuPanelRightOpen />} onClick={() => setDetail(row)} />
        </>
      )}
      drawer={(target, _parent, onClose) => (target === 'new' ? addForm?.(onClose) : <StreamerDrawer target={target} onClose={onClose} />)}
    >
      {children}
      {detail ? (
        <StreamerDetailDrawer
          row={detail}
          onClose={() => setDetail(null)}
          onEdit={(row) => {
            setDetail(null);
            list.openEdit(row);
          }}
        />
      ) : null}
    </CrudPage>
  );
}
