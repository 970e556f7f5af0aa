/**
 * The two lists of 'Animations config' (`animation:list`; writes `animation:add|edit|del`, sent `silent` so the page
 * shows a refusal beside its field or on the page; streams/contracts/animations.ts). There is no export.
 * - `api/vehicleAnimations` (`?blurry&type&enabled`; blurry: name, category or description): the library. `PUT` takes
 *   the whole animation (the status switch sends the row with `enabled` changed); `DELETE` is refused while a user
 *   config uses one (the users named). Its writes refresh the user configs too, whose rows show the animation.
 * - `api/userEntryAnimations` (`?blurry&anchorId&expired`; blurry: user or streamer id): the user configs; a second
 *   animation for the same user and streamer, or a missing or disabled animation, is refused without a field name.
 */
import { z } from 'zod';
import {
  userEntryAnimationBodySchema,
  userEntryAnimationRowSchema,
  vehicleAnimationBodySchema,
  vehicleAnimationRowSchema,
  type VehicleAnimationBody,
  type VehicleAnimationRow,
} from '../../../../../streams/contracts/animations';
import { createResourceApi, resourceKey } from '@shared/crud/create-resource-api';
import { ANIMATION_PERMISSIONS } from '../common/permissions';

const LIBRARY = 'api/vehicleAnimations';
const USERS = 'api/userEntryAnimations';

/** Sortable columns of the library (what the server accepts). */
export const ANIMATION_SORTS = ['id', 'name', 'type', 'category', 'createTime'] as const;
/** Sortable columns of the user configs. */
export const USER_ANIMATION_SORTS = ['id', 'userId', 'anchorId', 'expireTime', 'createTime'] as const;

const withId = { id: z.number().int() };

export const libraryApi = createResourceApi({
  path: LIBRARY,
  rowSchema: vehicleAnimationRowSchema,
  createSchema: vehicleAnimationBodySchema,
  updateSchema: vehicleAnimationBodySchema.extend(withId),
  alsoInvalidates: [resourceKey(USERS)],
  sorting: { fields: ANIMATION_SORTS, first: 'createTime,desc', ascending: ['name', 'type', 'category'] },
  permissions: ANIMATION_PERMISSIONS,
});

export const userAnimationsApi = createResourceApi({
  path: USERS,
  rowSchema: userEntryAnimationRowSchema,
  createSchema: userEntryAnimationBodySchema,
  updateSchema: userEntryAnimationBodySchema.extend(withId),
  sorting: { fields: USER_ANIMATION_SORTS, first: 'createTime,desc', ascending: ['userId', 'anchorId'] },
  permissions: ANIMATION_PERMISSIONS,
});

/** The body that saves `row` as it is: what the status switch changes one field of. */
export function bodyOfRow({ id, name, type, description, enabled, category, pictureUrl, resourceUrl }: VehicleAnimationRow): VehicleAnimationBody & { id: number } {
  return { id, name, type, description, enabled, category, pictureUrl, resourceUrl };
}
