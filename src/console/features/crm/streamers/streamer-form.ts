/**
 * The plain add/edit form of a streamer (`POST api/anchors`, `PUT api/anchors`): the contract's create body with the
 * form's selects mapped onto it (blank → null, yes/no texts → booleans, labels typed with commas). An edit starts
 * from every writable field of the row, so fields the form does not show are sent back as they were.
 */
import type { z } from 'zod';
import type { AnchorRow } from '../../../../../streams/contracts/anchors';
import { anchorCreateBodySchema } from '../../../../../streams/contracts/anchor-lists';
import { blankAsNull, blanksAsNull, fromLabelText, fromYesNoOrNull, yesNoText } from '../common/form-choices';

const shape = anchorCreateBodySchema.shape;

/** The optional texts of the body, sent as null when left empty. */
const OPTIONAL_TEXTS = ['uniqueId', 'nickname', 'avatar', 'liveTag', 'note', 'systemCountry', 'remarkCountry', 'invitationCode', 'whatsAppNumber', 'job', 'hobby', 'reason', 'insAccount', 'recruitmentStrategy'];

export const streamerFormSchema = blanksAsNull(
  OPTIONAL_TEXTS,
  anchorCreateBodySchema.extend({
    gender: blankAsNull(shape.gender),
    showFace: fromYesNoOrNull(shape.showFace),
    gameStreamer: fromYesNoOrNull(shape.gameStreamer),
    shoppingStreamer: fromYesNoOrNull(shape.shoppingStreamer),
    highLevel: fromYesNoOrNull(shape.highLevel),
    status: blankAsNull(shape.status),
    availability: blankAsNull(shape.availability),
    inviteType: blankAsNull(shape.inviteType),
    nextAction: blankAsNull(shape.nextAction),
    age: blankAsNull(shape.age),
    customLabels: fromLabelText(shape.customLabels),
  }),
);
export type StreamerFormOutput = z.output<typeof streamerFormSchema>;

/** The texts the form holds for every writable field (numbers as numbers, NaN when empty). */
export interface StreamerFormValues {
  anchorId: string;
  uniqueId: string;
  nickname: string;
  avatar: string;
  fans: number;
  highestDiamonds: number;
  liveTag: string;
  gender: string;
  note: string;
  systemCountry: string;
  remarkCountry: string;
  invitationCode: string;
  whatsAppNumber: string;
  customLabels: string;
  showFace: string;
  job: string;
  age: number;
  hobby: string;
  reason: string;
  gameStreamer: string;
  shoppingStreamer: string;
  highLevel: string;
  insAccount: string;
  status: string;
  availability: string;
  inviteType: string;
  invited: boolean;
  recruitmentStrategy: string;
  nextAction: string;
}

/** The form's first values: the row's, or an empty streamer's. */
export function streamerFormValues(row: AnchorRow | undefined): StreamerFormValues {
  return {
    anchorId: row?.anchorId ?? '',
    uniqueId: row?.uniqueId ?? '',
    nickname: row?.nickname ?? '',
    avatar: row?.avatar ?? '',
    fans: row?.fans ?? 0,
    highestDiamonds: row?.highestDiamonds ?? 0,
    liveTag: row?.liveTag ?? '',
    gender: row?.gender ?? '',
    note: row?.note ?? '',
    systemCountry: row?.systemCountry ?? '',
    remarkCountry: row?.remarkCountry ?? '',
    invitationCode: row?.invitationCode ?? '',
    whatsAppNumber: row?.whatsAppNumber ?? '',
    customLabels: row?.customLabels.join(', ') ?? '',
    showFace: yesNoText(row?.showFace),
    job: row?.job ?? '',
    age: row?.age ?? Number.NaN,
    hobby: row?.hobby ?? '',
    reason: row?.reason ?? '',
    gameStreamer: yesNoText(row?.gameStreamer),
    shoppingStreamer: yesNoText(row?.shoppingStreamer),
    highLevel: yesNoText(row?.highLevel),
    insAccount: row?.insAccount ?? '',
    status: row?.status ?? '',
    availability: row?.availability ?? '',
    inviteType: row?.inviteType ?? '',
    invited: row?.invited ?? false,
    recruitmentStrategy: row?.recruitmentStrategy ?? '',
    nextAction: row?.nextAction ?? '',
  };
}
