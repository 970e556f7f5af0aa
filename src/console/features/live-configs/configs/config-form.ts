/**
 * The configuration form's logic, apart from its view so it is tested on its own (live assistant
 * configuration):
 * - the form holds what inputs give (text for numbers, '' for "none"); {@link toConfigInput} turns it into the
 *   body `POST/PUT api/liveConfigs` take, with the same field paths, so every issue lands on its input;
 * - {@link configFormSchema} validates with the contract's own `liveConfigBodySchema` (the server gives the same
 *   words), and also runs the cross-field rules (`checkLiveConfigRules`: at least 2 streamers, exactly 2 for
 *   battle and ice-fire, gifts assigned once, trigger gifts…) when a field is still wrong, which the contract
 *   alone would skip, so all messages show at once; plus 'The streamer already exists' for an ID entered
 *   twice (a gift could not tell which of the two it scores for);
 * - {@link toFormValues} reads a stored configuration back into the form.
 */
import { z } from 'zod';
import { STREAMER_EXISTS } from '../common/messages';
import type { LiveConfigDetail } from '../../../../../streams/contracts/live-configs';
import { LIVE_SOURCE_KINDS, type LiveSourceKind } from '../../../../../streams/contracts/live-rooms';
import {
  ATTRIBUTIONS,
  checkLiveConfigRules,
  liveConfigBodySchema,
  PLUGIN_STYLES,
  type Attribution,
  type LiveConfigBody,
  type LiveConfigInput,
  type PluginStyle,
} from '../../../../../streams/games/live-config';


/** A streamer row of the form. */
export interface StreamerFormValues {
  anchorId: string;
  nickname: string;
  avatarUrl: string;
  /** Gift ids of the selected gifts that score for this streamer. */
  gifts: string[];
  /** Ice-fire: '' = none. */
  triggerGiftId: string;
}

/** A selected gift row of the form. */
export interface GiftFormValues {
  giftId: string;
  giftName: string;
  imageUrl: string;
  /** Diamonds per gift, as typed. */
  price: string;
}

/** A turntable option row of the form (probability in %, as typed). */
export interface TurntableOptionFormValues {
  content: string;
  probability: string;
}

/** The form's values (see the module comment). */
export interface ConfigFormValues {
  name: string;
  /** The host streamer (the game follows their current room). */
  room: {
    source: LiveSourceKind;
    uniqueId: string;
    /** The room id a configuration saved before it named its streamer still has ('' = none); shown, never sent. */
    legacyRoomId: string;
  };
  streamers: StreamerFormValues[];
  gifts: GiftFormValues[];
  pkTime: { value: string; unit: 'seconds' | 'minutes' };
  autoEndSeconds: string;
  pluginStyle: PluginStyle;
  attribution: Attribution;
  effectSeconds: string;
  minGiftValue: string;
  recordOnly: boolean;
  flowerTarget: string;
  turntableEnabled: boolean;
  turntable: { options: TurntableOptionFormValues[]; triggerGiftId: string; spinSeconds: string };
}

/** An empty streamer row. */
export const emptyStreamer = (): StreamerFormValues => ({ anchorId: '', nickname: '', avatarUrl: '', gifts: [], triggerGiftId: '' });
/** An empty turntable option row. */
export const emptyOption = (): TurntableOptionFormValues => ({ content: '', probability: '' });

/** A new configuration: two streamer rows (at least 2 streamers), a 5-minute PK, the host ends it. */
export function configDefaults(): ConfigFormValues {
  return {
    name: '',
    room: { source: 'simulator', uniqueId: '', legacyRoomId: '' },
    streamers: [emptyStreamer(), emptyStreamer()],
    gifts: [],
    pkTime: { value: '5', unit: 'minutes' },
    autoEndSeconds: '0',
    pluginStyle: 'default',
    attribution: 'gift',
    effectSeconds: '30',
    minGiftValue: '0',
    recordOnly: false,
    flowerTarget: '1000',
    turntableEnabled: false,
    turntable: { options: [emptyOption()], triggerGiftId: '', spinSeconds: '6' },
  };
}

/** A stored configuration as form values. */
export function toFormValues(config: LiveConfigDetail): ConfigFormValues {
  const defaults = configDefaults();
  const room = config.room;
  return {
    name: config.name,
    room:
      'roomId' in room
        ? { source: room.source ?? 'simulator', uniqueId: room.uniqueId ?? '', legacyRoomId: room.roomId }
        : { source: room.source, uniqueId: room.uniqueId, legacyRoomId: '' },
    streamers: config.streamers.map((s) => ({
      anchorId: s.anchorId,
      nickname: s.nickname,
      avatarUrl: s.avatarUrl ?? '',
      gifts: [...s.gifts],
      triggerGiftId: s.triggerGiftId ?? '',
    })),
    gifts: config.gifts.map((g) => ({ giftId: g.giftId, giftName: g.giftName, imageUrl: g.imageUrl ?? '', price: String(g.price) })),
    pkTime: { value: String(config.pkTime.value), unit: config.pkTime.unit },
    autoEndSeconds: String(config.autoEndSeconds),
    pluginStyle: config.pluginStyle,
    attribution: config.attribution,
    effectSeconds: String(config.effectSeconds),
    minGiftValue: String(config.minGiftValue),
    recordOnly: config.recordOnly,
    flowerTarget: String(config.flowerTarget),
    turntableEnabled: config.turntable !== undefined,
    turntable: config.turntable
      ? {
          options: config.turntable.options.map((o) => ({ content: o.content, probability: String(o.probability) })),
          triggerGiftId: config.turntable.triggerGiftId ?? '',
          spinSeconds: String(config.turntable.spinSeconds),
        }
      : defaults.turntable,
  };
}

/** '' → NaN (the contract's "must be a number" message); otherwise `Number`, which also gives NaN for garbage. */
const requiredNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));
/** '' → undefined (the contract's default applies). */
const optionalNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));
const optionalText = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

/** Form values → the body's input (same paths). */
export function toConfigInput(values: ConfigFormValues): LiveConfigInput {
  return {
    name: values.name,
    room: { source: values.room.source, uniqueId: values.room.uniqueId.trim().replace(/^@/, '') },
    streamers: values.streamers.map((s) => ({
      anchorId: s.anchorId,
      nickname: s.nickname,
      avatarUrl: optionalText(s.avatarUrl),
      gifts: s.gifts,
      triggerGiftId: values.pluginStyle === 'iceFire' ? optionalText(s.triggerGiftId) : undefined,
    })),
    gifts: values.gifts.map((g) => ({ giftId: g.giftId, giftName: g.giftName, imageUrl: optionalText(g.imageUrl), price: requiredNumber(g.price) })),
    pkTime: { value: requiredNumber(values.pkTime.value), unit: values.pkTime.unit },
    autoEndSeconds: requiredNumber(values.autoEndSeconds),
    pluginStyle: values.pluginStyle,
    attribution: values.attribution,
    effectSeconds: optionalNumber(values.effectSeconds),
    recordOnly: values.recordOnly,
    flowerTarget: optionalNumber(values.flowerTarget),
    turntable: values.turntableEnabled
      ? {
          options: values.turntable.options.map((o) => ({ content: o.content, probability: requiredNumber(o.probability) })),
          triggerGiftId: optionalText(values.turntable.triggerGiftId),
          spinSeconds: optionalNumber(values.turntable.spinSeconds),
        }
      : undefined,
    minGiftValue: optionalNumber(values.minGiftValue),
  };
}

/** What the cross-field rules need, readable even while a number is wrong (NaN counts as 0 there). */
function lenientBody(values: ConfigFormValues): LiveConfigBody {
  const n = (text: string) => (Number.isFinite(Number(text)) ? Number(text) : 0);
  return {
    name: values.name.trim(),
    room: { source: values.room.source, uniqueId: values.room.uniqueId.trim() },
    streamers: values.streamers.map((s) => ({
      anchorId: s.anchorId.trim(),
      nickname: s.nickname.trim(),
      gifts: s.gifts,
      triggerGiftId: values.pluginStyle === 'iceFire' ? optionalText(s.triggerGiftId) : undefined,
    })),
    gifts: values.gifts.map((g) => ({ giftId: g.giftId, giftName: g.giftName, price: n(g.price) })),
    pkTime: { value: n(values.pkTime.value), unit: values.pkTime.unit },
    autoEndSeconds: n(values.autoEndSeconds),
    pluginStyle: values.pluginStyle,
    attribution: values.attribution,
    effectSeconds: n(values.effectSeconds),
    recordOnly: values.recordOnly,
    flowerTarget: n(values.flowerTarget),
    minGiftValue: n(values.minGiftValue),
  };
}

const formShape = z.object({
  name: z.string(),
  room: z.object({ source: z.enum(LIVE_SOURCE_KINDS), uniqueId: z.string(), legacyRoomId: z.string() }),
  streamers: z.array(z.object({ anchorId: z.string(), nickname: z.string(), avatarUrl: z.string(), gifts: z.array(z.string()), triggerGiftId: z.string() })),
  gifts: z.array(z.object({ giftId: z.string(), giftName: z.string(), imageUrl: z.string(), price: z.string() })),
  pkTime: z.object({ value: z.string(), unit: z.enum(['seconds', 'minutes']) }),
  autoEndSeconds: z.string(),
  pluginStyle: z.enum(PLUGIN_STYLES),
  attribution: z.enum(ATTRIBUTIONS),
  effectSeconds: z.string(),
  minGiftValue: z.string(),
  recordOnly: z.boolean(),
  flowerTarget: z.string(),
  turntableEnabled: z.boolean(),
  turntable: z.object({
    options: z.array(z.object({ content: z.string(), probability: z.string() })),
    triggerGiftId: z.string(),
    spinSeconds: z.string(),
  }),
});

/** Form values in, the request body out; every issue on the path of its input (see the module comment). */
export const configFormSchema = formShape
  .superRefine((values, ctx) => {
    const seen = new Set<string>();
    const pathKey = (path: PropertyKey[], message: string) => `${path.join('.')}|${message}`;
    const add = (path: PropertyKey[], message: string) => {
      const key = pathKey(path, message);
      if (seen.has(key)) return;
      seen.add(key);
      ctx.addIssue({ code: 'custom', path: path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message });
    };
    const result = liveConfigBodySchema.safeParse(toConfigInput(values));
    if (!result.success) {
      for (const issue of result.error.issues) add(issue.path, issue.message);
      // The contract skips its cross-field rules while a field is wrong; run them anyway.
      const lenient = lenientBody(values);
      const rulesCtx: z.RefinementCtx<LiveConfigBody> = {
        value: lenient,
        issues: [],
        addIssue: (issue) => {
          if (typeof issue === 'string') add([], issue);
          else add(issue.path ?? [], issue.message ?? '');
        },
      };
      checkLiveConfigRules(lenient, rulesCtx);
    }
    const ids = new Set<string>();
    values.streamers.forEach((s, index) => {
      const id = s.anchorId.trim();
      if (id === '') return;
      if (ids.has(id)) add(['streamers', index, 'anchorId'], STREAMER_EXISTS);
      ids.add(id);
    });
  })
  .transform((values): LiveConfigBody => liveConfigBodySchema.parse(toConfigInput(values)));

/** Top-level fields of the form a server message may name (`streamers.0.nickname: …`). */
const FORM_ROOTS = new Set(['name', 'room', 'streamers', 'gifts', 'pkTime', 'autoEndSeconds', 'pluginStyle', 'attribution', 'effectSeconds', 'minGiftValue', 'recordOnly', 'flowerTarget', 'turntable']);

/** Whether a server message's path names a field of this form (else it is shown above the form). */
export function isFormPath(path: string | null): path is string {
  return path !== null && FORM_ROOTS.has(path.split('.')[0] ?? '');
}
