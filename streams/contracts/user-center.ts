/**
 * User-center writes of the signed-in user (eladmin `api/users/center`, `updatePass`, `updateEmail`).
 * The user can only change their own record through these; the server takes the id from the session.
 */
import { z } from 'zod';

/** Mainland-China mobile format (the product's "mainland mobile phone format" check), or empty. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** `PUT api/users/center` → 204. */
export const updateProfileBodySchema = z.object({
  nickName: z.string().trim().min(2, 'nickName: 2 to 20 characters').max(20, 'nickName: 2 to 20 characters'),
  gender: z.enum(['男', '女', 'male', 'female']),
  phone: z.union([z.literal(''), z.string().regex(PHONE_PATTERN, 'phone: enter a valid mobile number')]).nullable(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** `POST api/users/updatePass` → 200. Fails with 400 'The old password is wrong' or when both are equal. */
export const updatePasswordBodySchema = z.object({
  oldPass: z.string().min(1, 'oldPass: the current password is required').max(128),
  newPass: z.string().min(6, 'newPass: at least 6 characters').max(64, 'newPass: at most 64 characters'),
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

/** `POST api/users/updateEmail` → 200. `pass` is the current password, checked before the change. */
export const updateEmailBodySchema = z.object({
  email: z.email('email: enter a valid e-mail address').max(128),
  pass: z.string().min(1, 'pass: the current password is required').max(128),
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
  noFile: 'avatar: choose an image to upload',
  type: 'avatar: the image must be a jpg, jpeg or png file',
  size: 'avatar: the image cannot be larger than 10 MB',
  oneFile: 'avatar: upload one image at a time',
} as const;

export const avatarAnswerSchema = z.object({
  /** Where the new avatar is served, e.g. `/files/avatars/<32 hex>.png`. */
  avatar: z.string(),
});
export type AvatarAnswer = z.infer<typeof avatarAnswerSchema>;
