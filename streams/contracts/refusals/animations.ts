/**
 * Refusals of the animation library and the user entry animations (streams/contracts/animations.ts and
 * server/modules/animations). English templates; `{{name}}` is a param; a list param `x` with `xMore` reads
 * "a, b and 3 more".
 */
import { messagesOf } from './template';

export const ANIMATION_REFUSALS = {
  ANIMATION_NAME_REQUIRED: 'Please enter the animation name',
  ANIMATION_TYPE_REQUIRED: 'Please choose the animation type',
  PICTURE_TYPE: 'The picture must be a jpg, png or jpeg file',
  PICTURE_SIZE: 'The picture cannot be larger than 10 MB',
  RESOURCE_TYPE: 'The resource must be a pag, mp4 or zip file',
  RESOURCE_SIZE: 'The resource cannot be larger than 50 MB',
  UPLOAD_ONE_FILE: 'Upload one file at a time',
  UPLOAD_NO_FILE: 'Choose a file to upload',
  ANIMATION_IN_USE: 'This animation is used by user animation configs ({{names}}); remove them first',
  ANIMATION_USER_REQUIRED: 'Please enter the user ID',
  ANIMATION_REQUIRED: 'Please choose the animation',
  EXPIRE_REQUIRED: 'Please choose the expiry time',
  ANIMATION_UNKNOWN: 'This animation does not exist or is disabled',
  ANIMATION_DUPLICATE_USER: 'This user already has an entry animation for this streamer',
  ANIMATION_NOT_FOUND: 'Animation {{ids}} does not exist',
  USER_ANIMATION_NOT_FOUND: 'User animation config {{ids}} does not exist',
  FILE_NOT_FOUND: 'File not found',
} as const;

/** English text of an animations refusal. */
export const animationMessage = messagesOf(ANIMATION_REFUSALS);
