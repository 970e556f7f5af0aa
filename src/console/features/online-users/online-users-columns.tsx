/** The Online users table's columns: user, nickname, department, IP, location, browser, login time. */
import { chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { createColumnHelper, type ResourceColumns } from '@shared/crud/columns';
import { translateSeeded } from '@shared/i18n/i18n';
import { WireTime } from '@shared/ui/table-parts';
import { useOnlineT } from './i18n/use-online-t';
import type { OnlineRow } from './online-users-api';

const column = createColumnHelper<OnlineRow>();
const ltr = (text: string) => <chakra.bdi dir="ltr">{text}</chakra.bdi>;

export function useOnlineColumns(): ResourceColumns<OnlineRow> {
  const { t } = useOnlineT();
  return useMemo(
    () => [
      column.accessor('userName', { header: t('online.userName'), enableSorting: true }),
      column.accessor('nickName', { header: t('online.nickName') }),
      column.accessor('dept', { header: t('online.dept'), cell: ({ getValue }) => translateSeeded(t, getValue()) }),
      column.accessor('ip', { header: t('online.ip'), enableSorting: true, cell: ({ getValue }) => ltr(getValue()) }),
      column.accessor('address', { header: t('online.address'), cell: ({ getValue }) => getValue() ?? '' }),
      column.accessor('browser', { header: t('online.browser'), cell: ({ getValue }) => ltr(getValue()) }),
      column.accessor('loginTime', { header: t('online.loginTime'), enableSorting: true, cell: ({ getValue }) => <WireTime value={getValue()} /> }),
    ],
    [t],
  );
}
