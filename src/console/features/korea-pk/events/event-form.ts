/**
 * The event form's logic, apart from its view: the form holds the event body (streams/contracts/korea-pk.ts
 * `KoreaEventInput`) with two fields as text — each streamer's gift IDs and the solo order, comma separated — and its
 * schema turns them into the body and checks it with the contract (koreaEventInputSchema) and the Korea rules
 * (checkKoreaRules: unique teams, every streamer in a team, pairs of two different streamers each in one pair, a solo
 * order of the event's streamers once each). Messages land on the body's paths, which are the form's names.
 */
import { z } from 'zod';
import { koreaEventInputSchema, type KoreaEventDetail, type KoreaEventInput } from '../../../../../streams/contracts/korea-pk';
import { checkKoreaRules } from '../../../../../streams/games/korea-pk';
import type { LiveSourceKind } from '../../../../../streams/contracts/live-rooms';

/** A streamer row of the form: the body's, with its gift IDs as text. */
export interface StreamerValues {
  anchorId: string;
  nickname: string;
  avatarUrl: string;
  teamId: string;
  gifts: string;
}

/** The form's values. */
export interface EventFormValues {
  name: string;
  room: { source: LiveSourceKind; uniqueId: string };
  streamers: StreamerValues[];
  gifts: Array<{ giftId: string; giftName: string; price: number }>;
  attribution: 'gift' | 'receiver';
  minGiftValue: number;
  korea: {
    teams: Array<{ id: string; name: string; color: string }>;
    double: { pairs: Array<{ a: string; b: string }>; durationSeconds: number };
    solo: { order: string; turnSeconds: number };
    team: { durationSeconds: number };
    weights: { double: number; solo: number; team: number };
  };
}

export type EventBody = z.output<typeof koreaEventInputSchema>;

const list = (text: string) =>
  text
    .split(/[,\s，、]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The values of a new event: two teams, no streamers yet, untimed stages, 2-minute solo turns, weights 100 %. */
export function newEventValues(): EventFormValues {
  return {
    name: '',
    room: { source: 'connector', uniqueId: '' },
    streamers: [],
    gifts: [],
    attribution: 'gift',
    minGiftValue: 0,
    korea: {
      teams: [
        { id: 'red', name: 'Red', color: '#e53e3e' },
        { id: 'blue', name: 'Blue', color: '#3182ce' },
      ],
      double: { pairs: [], durationSeconds: 0 },
      solo: { order: '', turnSeconds: 120 },
      team: { durationSeconds: 0 },
      weights: { double: 100, solo: 100, team: 100 },
    },
  };
}

/** The values of an event being edited (its detail). */
export function eventValues(detail: KoreaEventDetail): EventFormValues {
  return {
    name: detail.name,
    room: { source: detail.room.source, uniqueId: detail.room.uniqueId },
    streamers: detail.streamers.map((s) => ({ anchorId: s.anchorId, nickname: s.nickname, avatarUrl: s.avatarUrl ?? '', teamId: s.teamId ?? '', gifts: s.gifts.join(', ') })),
    gifts: detail.gifts.map((g) => ({ giftId: g.giftId, giftName: g.giftName, price: g.price })),
    attribution: detail.attribution,
    minGiftValue: detail.minGiftValue,
    korea: {
      teams: detail.korea.teams.map((t) => ({ ...t })),
      double: { pairs: detail.korea.double.pairs.map((p) => ({ ...p })), durationSeconds: detail.korea.double.durationSeconds },
      solo: { order: detail.korea.solo.order.join(', '), turnSeconds: detail.korea.solo.turnSeconds },
      team: { durationSeconds: detail.korea.team.durationSeconds },
      weights: { ...detail.korea.weights },
    },
  };
}

/** The body of the form's values (before the contract's checks). Blank optional texts are left out. */
export function toBody(values: EventFormValues): KoreaEventInput {
  return {
    name: values.name,
    room: values.room,
    streamers: values.streamers.map((s) => ({
      anchorId: s.anchorId,
      nickname: s.nickname,
      ...(s.avatarUrl.trim() ? { avatarUrl: s.avatarUrl.trim() } : {}),
      ...(s.teamId ? { teamId: s.teamId } : {}),
      gifts: list(s.gifts),
    })),
    gifts: values.gifts,
    attribution: values.attribution,
    minGiftValue: values.minGiftValue,
    korea: { ...values.korea, solo: { order: list(values.korea.solo.order), turnSeconds: values.korea.solo.turnSeconds } },
  };
}

/**
 * The form's schema: values → body → the contract's fields and the Korea rules (as the server checks them), so the
 * messages show beside their fields before anything is sent.
 */
export const eventFormSchema = z
  .custom<EventFormValues>((value) => typeof value === 'object' && value !== null)
  .transform(toBody)
  .pipe(koreaEventInputSchema.superRefine((body, ctx) => checkKoreaRules(body.korea, body.streamers, ctx)));
