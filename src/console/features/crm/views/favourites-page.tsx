/**
 * Favourite streamers (component 'CrmFavourites'): view `favourites`, the caller's own stars; each row's star
 * toggles it at once (`PUT api/anchors/favourite`), and an unstarred row leaves the list.
 */
import { IconButton } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import type { AnchorRow } from '../../../../../streams/contracts/anchors';
import { notifyFailure } from '@shared/ui/notify-failure';
import { useSetFavourite } from '../api/anchors-api';
import { anchorName } from '../common/anchor-columns';
import { useCrmT } from '../i18n/use-crm-t';
import { AnchorViewPage } from './anchor-view-page';

const FAVOURITE_FILTERS = ['progress', 'liveStatus', 'gender', 'country', 'label', 'createFrom', 'createTo', 'due'] as const;

/** The star of a row: filled while starred, a toggle button (aria-pressed). */
export function StarButton({ row }: { row: AnchorRow }) {
  const { ft, failure } = useCrmT();
  const favourite = useSetFavourite();
  const name = anchorName(row);
  return (
    <IconButton
      size="xs"
      variant="ghost"
      colorPalette="yellow"
      aria-pressed={row.favourite}
      aria-label={ft(row.favourite ? 'favourites.unstar' : 'favourites.star', { name })}
      loading={favourite.isPending}
      onClick={() => void favourite.mutateAsync({ ids: [row.id], favourite: !row.favourite }).catch((error: unknown) => notifyFailure(ft('common.failed'), failure(error)))}
    >
      <LuStar fill={row.favourite ? 'currentColor' : 'none'} />
    </IconButton>
  );
}

/** The Favourite streamers page (see the module comment). */
export function FavouritesPage() {
  return <AnchorViewPage view="favourites" section="favourites" show={FAVOURITE_FILTERS} rowButtons={(row) => <StarButton row={row} />} />;
}
