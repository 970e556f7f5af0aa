/**
 * The Korea group PK's HTTP calls (streams/contracts/korea-pk.ts): the events resource `api/koreaPk/events`
 * (list, create, update, delete; `liveConfig:list|add|edit|del`), an event's detail, its live view and ledger entries
 * (`liveConfig:list`), and the commands (`liveConfig:control`), each answering the event's new GameView. Every
 * request is sent `silent`: the page shows the refusal (beside a field, in a dialog, above the form).
 */
import { z } from 'zod';
import { pageSchema, type Page } from '../../../../../streams/contracts/common';
import { gameViewSchema, type GameView } from '../../../../../streams/contracts/game-topic';
import {
  koreaAdjustBodySchema,
  koreaEntryRowSchema,
  koreaEventDetailSchema,
  koreaEventInputSchema,
  koreaEventRowSchema,
  koreaWeightsSchema,
  stageStartBodySchema,
  type KoreaAdjustBody,
  type KoreaEntryRow,
  type KoreaEventDetail,
} from '../../../../../streams/contracts/korea-pk';
import type { KoreaStage, KoreaWeights } from '../../../../../streams/games/korea-pk';
import { createResourceApi } from '@shared/crud/create-resource-api';
import { httpErrorOf } from '@shared/http/http-error';
import { http } from '@shared/http/http-client';
import { KOREA_PERMISSIONS } from '../common/permissions';

const EVENTS = 'api/koreaPk/events';

/** The sortable fields of the events list (the contract's module comment). */
export const KOREA_EVENT_SORTS = ['id', 'name', 'state', 'createTime'] as const;

/** The events resource: its list, writes, keys and hooks. */
export const eventsApi = createResourceApi({
  path: EVENTS,
  rowSchema: koreaEventRowSchema,
  createSchema: koreaEventInputSchema,
  updateSchema: koreaEventInputSchema.extend({ id: z.number().int() }),
  sorting: { fields: KOREA_EVENT_SORTS, first: 'createTime,desc', ascending: ['name'] },
  permissions: { add: KOREA_PERMISSIONS.add, edit: KOREA_PERMISSIONS.edit, del: KOREA_PERMISSIONS.del },
});

/** Query keys of the event pages, all under the events resource (its writes refresh them). */
export const koreaKeys = {
  detail: (id: number) => eventsApi.keys.part('detail', id),
  view: (id: number) => eventsApi.keys.part('view', id),
  entries: (id: number, params: { stage: KoreaStage | ''; page: number; size: number }) => eventsApi.keys.part('entries', id, params),
  entriesAll: (id: number) => eventsApi.keys.part('entries', id),
};

/** `GET …/events/{id}`. @throws HttpRequestError (400 `KOREA_NOT_AN_EVENT`, 404); ZodError. */
export async function getEvent(id: number, signal?: AbortSignal): Promise<KoreaEventDetail> {
  const { data } = await http.get<unknown>(`${EVENTS}/${id}`, { signal, silent: true });
  return koreaEventDetailSchema.parse(data);
}

/** `GET …/events/{id}/view` → the event's GameView (with `korea`). @throws HttpRequestError; ZodError. */
export async function getKoreaView(id: number, signal?: AbortSignal): Promise<GameView> {
  const { data } = await http.get<unknown>(`${EVENTS}/${id}/view`, { signal, silent: true });
  return gameViewSchema.parse(data);
}

/** `GET …/events/{id}/entries?stage&page&size`: ledger entries newest first. @throws HttpRequestError; ZodError. */
export async function getEntries(id: number, params: { stage: KoreaStage | ''; page: number; size: number }, signal?: AbortSignal): Promise<Page<KoreaEntryRow>> {
  const search = new URLSearchParams({ page: String(params.page), size: String(params.size) });
  if (params.stage) search.set('stage', params.stage);
  const { data } = await http.get<unknown>(`${EVENTS}/${id}/entries`, { params: search, signal, silent: true });
  return pageSchema(koreaEntryRowSchema).parse(data);
}

async function command(id: number, path: string, body: unknown, method: 'post' | 'put' = 'post'): Promise<GameView> {
  const { data } = await http[method]<unknown>(`${EVENTS}/${id}/${path}`, body, { silent: true });
  return gameViewSchema.parse(data);
}

/** The commands (`liveConfig:control`), each answering the new view. @throws HttpRequestError (400 refusal, 409 confirmation). */
export const koreaCommands = {
  start: (id: number, { stage, confirmed }: { stage: KoreaStage; confirmed: boolean }) =>
    command(id, `stages/${stage}/start`, stageStartBodySchema.parse({ confirmed })),
  end: (id: number) => command(id, 'stages/end', {}),
  next: (id: number) => command(id, 'solo/next', {}),
  adjust: (id: number, body: KoreaAdjustBody) => command(id, 'adjust', koreaAdjustBodySchema.parse(body)),
  weights: (id: number, weights: KoreaWeights) => command(id, 'weights', koreaWeightsSchema.parse(weights), 'put'),
};

/** True for the 409 of a stage start while another stage runs (the host confirms, then it is resent confirmed). */
export function needsConfirmation(error: unknown): boolean {
  const failure = httpErrorOf(error);
  return failure?.kind === 'http' && failure.status === 409;
}

/** The server's 400 message of a failed request, or null when the failure is something else. */
export function badRequestMessage(error: unknown): string | null {
  const failure = httpErrorOf(error);
  return failure?.kind === 'http' && failure.status === 400 && failure.message ? failure.message : null;
}

/** `field.path: message` of a server 400; a path has no spaces, so prose with a colon is not split. */
const FIELD_MESSAGE = /^(?:body\.)?([A-Za-z_$][\w$]*(?:\.[\w$]+)*):\s+([\s\S]+)$/;

/** Splits a server message into the field path it names (or null) and the text. */
export function splitFieldMessage(message: string): { path: string | null; text: string } {
  const match = FIELD_MESSAGE.exec(message.trim());
  if (!match) return { path: null, text: message.trim() };
  return { path: match[1] ?? null, text: (match[2] ?? '').trim() };
}
