/**
 * Link keys (component 'CrmLinkKeys'): the personal keys of the H5 pages (never the key itself: its first
 * characters), who holds them, when they expire, were revoked and last used. Issue one (shown once with its links to
 * copy) and revoke one, asked first.
 */
import { Button, Code } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuBan, LuKeyRound } from 'react-icons/lu';
import type { IssuedLinkKey, LinkKeyRow } from '../../../../../streams/contracts/link-keys';
import { createColumnHelper, timeColumn } from '@shared/crud/columns';
import { AskConfirm } from '@shared/crud/confirm-dialogs';
import { CrudPage } from '@shared/crud/crud-page';
import { RowButton } from '@shared/crud/row-actions';
import { useAskFlow } from '@shared/crud/use-ask-flow';
import { useCrudList } from '@shared/crud/use-crud-list';
import { useSectionTexts } from '@shared/i18n/section-texts';
import { linkKeysApi, useRevokeLinkKey } from '../api/link-keys-api';
import { useCrmT } from '../i18n/use-crm-t';
import { IssueKeyDrawer } from './issue-key-drawer';
import { IssuedKeyDialog } from './issued-key-dialog';

const column = createColumnHelper<LinkKeyRow>();
/** A key's name in buttons and questions: its first characters. */
const keyName = (row: LinkKeyRow) => `${row.prefix}…`;

/** The Link keys page (see the module comment). */
export function LinkKeysPage() {
  const { ft } = useCrmT();
  const texts = useSectionTexts(useCrmT, 'linkKeys');
  const list = useCrudList({ api: linkKeysApi, filters: {} });
  const revoke = useRevokeLinkKey();
  const asking = useAskFlow((row: LinkKeyRow) => revoke.mutateAsync(row.id), { successText: ft('linkKeys.revoked'), failedText: ft('linkKeys.revokeFailed') });
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<IssuedLinkKey | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('prefix', { header: ft('linkKeys.prefix'), cell: ({ row }) => <Code dir="ltr">{keyName(row.original)}</Code> }),
      column.accessor('username', { header: ft('linkKeys.username') }),
      column.accessor('note', { header: ft('linkKeys.note'), cell: ({ getValue }) => <bdi>{getValue() ?? ''}</bdi> }),
      timeColumn('expiresAt', ft('linkKeys.expiresAt'), (row: LinkKeyRow) => row.expiresAt, false),
      timeColumn('revokedAt', ft('linkKeys.revokedAt'), (row: LinkKeyRow) => row.revokedAt, false),
      timeColumn('lastUsedAt', ft('linkKeys.lastUsedAt'), (row: LinkKeyRow) => row.lastUsedAt, false),
      timeColumn('createTime', ft('fields.createTime'), (row: LinkKeyRow) => row.createTime, false),
    ],
    [ft],
  );
  return (
    <CrudPage
      texts={texts}
      list={list}
      rowName={keyName}
      noExport
      table={{ columns }}
      actions={
        <Button size="sm" colorPalette="brand" onClick={() => setIssuing(true)}>
          <LuKeyRound aria-hidden="true" /> {ft('linkKeys.issue')}
        </Button>
      }
      rowButtons={(row) => (row.revokedAt === null ? <RowButton label={ft('linkKeys.revoke', { name: keyName(row) })} icon={<LuBan />} onClick={() => asking.ask(row)} /> : null)}
      drawer={() => null}
    >
      {issuing ? <IssueKeyDrawer onClose={() => setIssuing(false)} onIssued={setIssued} /> : null}
      {issued ? <IssuedKeyDialog issued={issued} onClose={() => setIssued(null)} /> : null}
      <AskConfirm flow={asking} message={(row) => ft('linkKeys.revokeConfirm', { name: keyName(row) })} />
    </CrudPage>
  );
}
