/**
 * User-center writes of the signed-in user (eladmin `api/users/center`, `updatePass`, `updateEmail`).
 * The user can only change their own record through these; the server takes the id from the session.
 */
import { z } from 'zod';
import { commonMessage } from './refusals/common';
import { userMessage } from './refusals/users';

/** Mainland-China mobile format (the product's "mainland mobile phone format" check), or empty. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** `PUT api/users/center` → 204. */
export const updateProfileBodySchema = z.object({
  nickName: z.string().trim().min(2, `nickName: ${commonMessage('TEXT_LENGTH', { minimum: 2, maximum: 20 })}`).max(20, `nickName: ${commonMessage('TEXT_LENGTH', { minimum: 2, maximum: 20 })}`),
  gender: z.enum(['男', '女', 'male', 'female']),
  phone: z.union([z.literal(''), z.string().regex(PHONE_PATTERN, `phone: ${userMessage('PHONE_INVALID')}`)]).nullable(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** `POST api/users/updatePass` → 200. Fails with 400 'The old password is wrong' or when both are equal. */
export const updatePasswordBodySchema = z.object({
  oldPass: z.string().min(1, `oldPass: ${userMessage('CURRENT_PASSWORD_REQUIRED')}`).max(128),
  newPass: z.string().min(6, `newPass: ${commonMessage('TEXT_TOO_SHORT', { minimum: 6 })}`).max(64, `newPass: ${commonMessage('TEXT_TOO_LONG', { maximum: 64 })}`),
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

/** `POST api/users/updateEmail` → 200. `pass` is the current password, checked before the change. */
export const updateEmailBodySchema = z.object({
  email: z.email(`email: ${userMessage('EMAIL_INVALID')}`).max(128),
  pass: z.string().min(1, `pass: ${userMessage('CURRENT_PASSWORD_REQUIRED')}`).max(128),
});
export type UpdateEmailBody = z.infer<typeof updateEmailBodySchema>;

/**
 * `POST api/users/updateAvatar`: multipart, one file in field {@link AVATAR_FIELD}, a jpg/jpeg/png image (checked by its
 * first bytes, not only its name) of at most {@link AVATAR_MAX_BYTES} → 200 {@link AvatarAnswer}. The image is then
 * public at `GET /files/avatars/<name>` (the answer's `avatar`); the previous one is removed.
 */
export const AVATAR_FIELD = 'avatar';
/** 10 MB: an avatar is jpg, png or jpeg, at most 10 MB. */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** The content types a browser gives the allowed images (the console checks them before sending). */
export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;

/** Messages of the avatar refusals (400), which the console translates. */
export const AVATAR_MESSAGES = {
  noFile: `avatar: ${userMessage('AVATAR_NO_FILE')}`,
  type: `avatar: ${userMessage('AVATAR_TYPE')}`,
  size: `avatar: ${userMessage('AVATAR_SIZE')}`,
  oneFile: `avatar: ${userMessage('AVATAR_ONE_FILE')}`,
} as const;

export const avatarAnswerSchema = z.object({
  /** Where the new avatar is served, e.g. `/files/avatars/<32 hex>.png`. */
  avatar: z.string(),
});
export type AvatarAnswer = z.infer<typeof avatarAnswerSchema>;
