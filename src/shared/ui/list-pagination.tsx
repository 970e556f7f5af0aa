/** The console's pager (as on the online users page): previous, numbered pages, next; mirrored in RTL. */
import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

export interface ListPaginationProps {
  total: number;
  pageSize: number;
  /** 0-based, as the eladmin lists count. */
  page: number;
  onPageChange: (page: number) => void;
}

/** Pager over `total` rows, `pageSize` per page. */
export function ListPagination({ total, pageSize, page, onPageChange }: ListPaginationProps) {
  const { t, i18n } = useTranslation();
  // Chevrons point the reading direction: mirrored in right-to-left languages.
  const flip = i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined;
  return (
    <Pagination.Root count={total} pageSize={pageSize} page={page + 1} onPageChange={(e) => onPageChange(e.page - 1)} aria-label={t('common.pagination')}>
      <ButtonGroup variant="ghost" size="sm">
        <Pagination.PrevTrigger asChild>
          <IconButton aria-label={t('common.previousPage')}>
            <LuChevronLeft style={{ transform: flip }} />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(p) => (
            <IconButton aria-label={t('common.page', { page: p.value })} variant={{ base: 'ghost', _selected: 'outline' }}>
              {p.value}
            </IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton aria-label={t('common.nextPage')}>
            <LuChevronRight style={{ transform: flip }} />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
