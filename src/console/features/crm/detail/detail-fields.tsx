/** Every field of a streamer, as label and value pairs in a grid (user text isolated, times as the server wrote them). */
import { DataList, Image, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { AnchorRow } from '../../../../../streams/contracts/anchors';
import { WireTime } from '@shared/ui/table-parts';
import { useAnchorLabels } from '../common/labels';
import { YesNo } from '../common/yes-no';
import { useCrmT } from '../i18n/use-crm-t';

/** The fields of `row`. */
export function DetailFields({ row }: { row: AnchorRow }) {
  const { ft } = useCrmT();
  const labels = useAnchorLabels();
  const text = (value: string | number | null) => (value === null || value === '' ? ft('common.none') : <bdi>{value}</bdi>);
  const time = (value: string | null) => (value ? <WireTime value={value} /> : ft('common.none'));
  const picture = (url: string | null, label: string) =>
    url ? (
      <Link href={url} target="_blank" rel="noopener noreferrer">
        <Image src={url} alt={label} maxH="24" borderRadius="md" />
      </Link>
    ) : (
      ft('common.none')
    );
  const items: ReadonlyArray<[string, ReactNode]> = [
    [ft('fields.anchorId'), text(row.anchorId)],
    [ft('fields.uniqueId'), text(row.uniqueId)],
    [ft('fields.nickname'), text(row.nickname)],
    [ft('fields.fans'), text(row.fans)],
    [ft('fields.highestDiamonds'), text(row.highestDiamonds)],
    [ft('fields.liveStatus'), labels.label('live', row.liveStatus)],
    [ft('fields.liveTag'), text(row.liveTag)],
    [ft('fields.progress'), labels.label('progress', row.progress)],
    [ft('fields.progressNotes'), text(row.progressNotes)],
    [ft('fields.checkResult'), labels.label('checkResult', row.checkResult) || ft('common.none')],
    [ft('fields.rejectReason'), labels.label('rejectReason', row.rejectReason) || ft('common.none')],
    [ft('fields.availability'), labels.label('availability', row.availability) || ft('common.none')],
    [ft('fields.status'), labels.label('guildStatus', row.status) || ft('common.none')],
    [ft('fields.inviteType'), labels.label('inviteType', row.inviteType) || ft('common.none')],
    [ft('fields.invited'), <YesNo key="invited" value={row.invited} />],
    [ft('fields.operator'), text(row.operator?.name ?? null)],
    [ft('fields.allocatedTime'), time(row.allocatedTime)],
    [ft('fields.gender'), labels.label('gender', row.gender) || ft('common.none')],
    [ft('fields.age'), text(row.age)],
    [ft('fields.showFace'), <YesNo key="showFace" value={row.showFace} />],
    [ft('fields.gameStreamer'), <YesNo key="game" value={row.gameStreamer} />],
    [ft('fields.shoppingStreamer'), <YesNo key="shopping" value={row.shoppingStreamer} />],
    [ft('fields.highLevel'), <YesNo key="high" value={row.highLevel} />],
    [ft('fields.favourite'), <YesNo key="favourite" value={row.favourite} />],
    [ft('fields.systemCountry'), text(row.systemCountry)],
    [ft('fields.remarkCountry'), text(row.remarkCountry)],
    [ft('fields.whatsAppNumber'), text(row.whatsAppNumber)],
    [ft('fields.insAccount'), text(row.insAccount)],
    [ft('fields.invitationCode'), text(row.invitationCode)],
    [ft('fields.customLabels'), text(row.customLabels.join(', '))],
    [ft('fields.job'), text(row.job)],
    [ft('fields.hobby'), text(row.hobby)],
    [ft('fields.reason'), text(row.reason)],
    [ft('fields.giveUpReason'), text(row.giveUpReason)],
    [ft('fields.giveUpTime'), time(row.giveUpTime)],
    [ft('fields.recruitmentStrategy'), text(row.recruitmentStrategy)],
    [ft('fields.nextAction'), labels.label('nextAction', row.nextAction) || ft('common.none')],
    [ft('fields.liveStartTime'), time(row.liveStartTime)],
    [ft('fields.noticeTime'), time(row.noticeTime)],
    [ft('fields.orderAcceptanceTime'), time(row.orderAcceptanceTime)],
    [ft('fields.note'), text(row.note)],
    [ft('fields.contactScreenshot'), picture(row.contactScreenshot, ft('fields.contactScreenshot'))],
    [ft('fields.whatsAppScreenshot'), picture(row.whatsAppScreenshot, ft('fields.whatsAppScreenshot'))],
    [ft('fields.createBy'), text(row.createBy)],
    [ft('fields.createTime'), time(row.createTime)],
    [ft('fields.updateTime'), time(row.updateTime)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
