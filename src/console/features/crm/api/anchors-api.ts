/**
 * Streamers (`api/anchors`, the product's "anchor"): the list of each view with its filters, add (`POST`), edit
 * (`PUT` → 204), delete (`DELETE [ids]`), the xlsx export, and the small writes of the CRM (progress, allocate,
 * favourite, availability, invited, the target form) with the reads of one streamer (timeline, data log) and the
 * operators the caller may allocate to. Every write refreshes every streamer list, so a moved card or a marked row
 * leaves its view at once.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ANCHOR_SORTS,
  anchorRowSchema,
  operatorSchema,
  targetAnchorBodySchema,
  type AnchorRow,
  type ProgressMoveBody,
  type AllocateBody,
  type TargetAnchorValues,
} from '../../../../../streams/contracts/anchors';
import {
  anchorCreateBodySchema,
  anchorDataPointSchema,
  anchorEventSchema,
  anchorUpdateBodySchema,
  followUpRowSchema,
  importAnswerSchema,
  type AvailabilityBody,
  type FavouriteBody,
  type InvitedBody,
} from '../../../../../streams/contracts/anchor-lists';
import { pageSchema } from '../../../../../streams/contracts/common';
import { createResourceApi, resourceKey, searchParamsOf } from '@shared/crud/create-resource-api';
import { http } from '@shared/http/http-client';
import { uploadFile, type UploadRequest } from '@shared/upload/upload-file';
import { importFile } from '@shared/crud/import-file';
import { fileNameOf, saveFile } from '@shared/ui/save-file';

/** The review queue's path; its rows are streamers, so a streamer write refreshes it too. */
export const ANCHOR_CHECKS_PATH = 'api/anchorChecks';

export const anchorsApi = createResourceApi({
  path: 'api/anchors',
  rowSchema: anchorRowSchema,
  createSchema: anchorCreateBodySchema,
  updateSchema: anchorUpdateBodySchema,
  downloadName: 'streamers.xlsx',
  sorting: { fields: ANCHOR_SORTS, first: 'createTime,desc', ascending: ['nickname', 'anchorId'] },
  permissions: { add: 'anchor:add', edit: 'anchor:edit', del: 'anchor:del' },
  alsoInvalidates: [resourceKey(ANCHOR_CHECKS_PATH)],
});

/** `PUT api/anchors/progress` → the moved row. @throws HttpRequestError (400 when the machine refuses the move). */
export async function moveProgress(body: ProgressMoveBody): Promise<AnchorRow> {
  const { data } = await http.put<unknown>('api/anchors/progress', body, { silent: true });
  return anchorRowSchema.parse(data);
}

/** `POST api/anchors/target` → 201 with the row. @throws HttpRequestError (400 naming the refused field). */
export async function createTarget(body: TargetAnchorValues): Promise<AnchorRow> {
  const { data } = await http.post<unknown>('api/anchors/target', targetAnchorBodySchema.parse(body), { silent: true });
  return anchorRowSchema.parse(data);
}

/** A `PUT api/anchors/<what>` that answers 204. */
const put =
  <B>(what: string) =>
  async (body: B): Promise<void> => {
    await http.put(`api/anchors/${what}`, body, { silent: true });
  };

/** `PUT api/anchors/allocate` (anchor:allocate). @throws HttpRequestError. */
export const allocate = put<AllocateBody>('allocate');
/** `PUT api/anchors/favourite`. @throws HttpRequestError. */
export const setFavourite = put<FavouriteBody>('favourite');
/** `PUT api/anchors/availability`. @throws HttpRequestError. */
export const setAvailability = put<AvailabilityBody>('availability');
/** `PUT api/anchors/invited` (anchor:check). @throws HttpRequestError. */
export const setInvited = put<InvitedBody>('invited');

/** The writes as hooks, each in the streamers' turn and refreshing their lists. */
export const useMoveProgress = () => anchorsApi.useWrite(moveProgress);
/** The target form's create. */
export const useCreateTarget = () => anchorsApi.useWrite(createTarget);
/** Allocating the ticked streamers. */
export const useAllocate = () => anchorsApi.useWrite(allocate);
/** Starring or unstarring for the signed-in user. */
export const useSetFavourite = () => anchorsApi.useWrite(setFavourite);
/** Marking the availability (the marking queue). */
export const useSetAvailability = () => anchorsApi.useWrite(setAvailability);
/** Marking approved streamers invited. */
export const useSetInvited = () => anchorsApi.useWrite(setInvited);

/** The users the caller may allocate streamers to (`GET api/anchors/operators`). */
export const useOperators = (enabled = true) => anchorsApi.useGet('api/anchors/operators', z.array(operatorSchema), { enabled, staleTime: 60_000 });

/** One streamer's timeline, newest first. */
export const useTimeline = (id: number) => anchorsApi.useGet(`api/anchors/${id}/timeline`, z.array(anchorEventSchema));

/** One streamer's figures over time, oldest first. */
export const useDataLog = (id: number) => anchorsApi.useGet(`api/anchors/${id}/dataLog`, z.array(anchorDataPointSchema));

/** One streamer, fresh (`GET api/anchors/{id}`), so the drawer follows a move made in it. */
export const useAnchor = (id: number) => anchorsApi.useGet(`api/anchors/${id}`, anchorRowSchema);

/**
 * Where the CRM's screenshots go: `POST api/anchors/upload?kind=picture` (multipart `file`) → the served file, with
 * the animation upload's rules and refusals (SCREENSHOT_UPLOAD = UPLOAD_RULES.picture). Not in the brief's list of
 * routes: the animation upload needs `animation:add` and its files are swept when no animation uses them, so the CRM
 * needs its own (reported to the server's author).
 */
export const SCREENSHOT_UPLOAD_PATH = 'api/anchors/upload';

/** Uploads one screenshot. @throws HttpRequestError (400 PICTURE_TYPE / PICTURE_SIZE). */
export const uploadScreenshot = (request: UploadRequest) => uploadFile(SCREENSHOT_UPLOAD_PATH, { kind: 'picture' }, request);

/** `POST api/anchors/import` (multipart `file`; anchor:add) → how many were added, or the refusal by row. */
export const importAnchors = (file: File) => importFile('api/anchors/import', file, importAnswerSchema);
/** The import as a mutation, refreshing the streamer lists after it. */
export const useImportAnchors = () => anchorsApi.useWrite(importAnchors);

/** `GET api/anchors/import/template` → the import's xlsx template, saved under the server's file name. */
export async function downloadAnchorTemplate(): Promise<void> {
  const response = await http.get<Blob>('api/anchors/import/template', { responseType: 'blob', silent: true });
  saveFile(response.data, fileNameOf(response.headers['content-disposition'], 'streamers-template.xlsx'));
}

/** Who is behind (`GET api/anchors/followUps`, anchor:allocate): due and overdue follow-ups per operator. */
export function useFollowUps(enabled: boolean) {
  return useQuery({
    queryKey: ['resource', 'api/anchors', 'followUps'],
    enabled,
    queryFn: async ({ signal }) => {
      const { data } = await http.get<unknown>('api/anchors/followUps', { signal, silent: true });
      return z.array(followUpRowSchema).parse(data);
    },
  });
}

/** How many of the caller's streamers have a follow-up due (`GET api/anchors?due=true&size=1`), every minute. */
export function useDueCount(enabled: boolean) {
  return useQuery({
    queryKey: ['resource', 'api/anchors', 'dueCount'],
    enabled,
    refetchInterval: 60_000,
    queryFn: async ({ signal }) => {
      const { data } = await http.get<unknown>('api/anchors', { params: searchParamsOf({ due: 'true', size: '1', view: 'targets' }), signal, silent: true });
      return pageSchema(anchorRowSchema).parse(data).totalElements;
    },
  });
}
