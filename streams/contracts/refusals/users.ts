/**
 * Refusals of signing in, sessions, users, roles and the user center (streams/contracts/{auth,system-users,roles,
 * user-center}.ts and the server's auth, users, roles and system-users modules). English templates; `{{name}}` is a
 * param; `{{users}}` with `usersMore` reads "a, b and 3 more".
 */
import { messagesOf } from './template';

export const USER_REFUSALS = {
  // Signing in and sessions.
  ACCOUNT_REQUIRED: 'Account cannot be empty',
  PASSWORD_REQUIRED: 'Password cannot be empty',
  CAPTCHA_REQUIRED: 'Verification code cannot be empty',
  CAPTCHA_EXPIRED: 'The verification code does not exist or has expired',
  CAPTCHA_WRONG: 'Verification code error',
  WRONG_CREDENTIALS: 'Wrong username or password',
  ACCOUNT_DISABLED: 'The account is disabled',
  SIGN_IN_THROTTLED: 'Too many failed sign-in attempts; try again in {{minutes}} minutes.',
  SIGN_IN_BACKOFF: 'Too many failed sign-in attempts for this account: for the next {{minutes}} minutes each attempt waits longer. The right password still signs in.',
  KICK_OWN_SESSION: 'You cannot kick out your own session; sign out instead',
  KICK_STRONGER_USER: 'You cannot end the session of {{user}}: their role {{role}} has level {{level}}, and your own level is {{yourLevel}}; you may only end sessions of users whose roles are of your level or weaker',
  KICK_STRONGER_USER_NO_ROLE: 'You cannot end the session of {{user}}: their role {{role}} has level {{level}}, and you hold no role; you may only end sessions of users whose roles are of your level or weaker',

  // Grants: what a caller may hand out (server/modules/auth/permission-grant.ts).
  PERMISSION_NOT_HELD: 'you cannot grant a permission you do not hold ({{permissions}})',
  DATA_SCOPE_NOT_HELD: 'you cannot give a data scope wider than your own',
  ROLE_LEVEL_REFUSED: 'level {{level}} is above yours: your own level is {{yourLevel}} and you may only manage levels {{yourLevel}} or more',
  ROLE_LEVEL_NO_ROLE: 'level {{level}}: you hold no role, so you may not manage roles',

  // The user center.
  OLD_PASSWORD_WRONG: 'The old password is wrong',
  NEW_PASSWORD_SAME: 'The new password must differ from the old one',
  PASSWORD_WRONG: 'The password is wrong',
  CURRENT_PASSWORD_REQUIRED: 'the current password is required',
  EMAIL_IN_USE: 'this address is already used by another user',
  OWN_PROFILE_ONLY: 'You can only edit your own profile',
  AVATAR_NO_FILE: 'choose an image to upload',
  AVATAR_TYPE: 'the image must be a jpg, jpeg or png file',
  AVATAR_SIZE: 'the image cannot be larger than 10 MB',
  AVATAR_ONE_FILE: 'upload one image at a time',

  // Users.
  DATE_FORMAT_EXAMPLE: 'dates look like 2024-05-01 08:00:00',
  NOT_A_REAL_DATE: 'not a real date and time',
  START_AFTER_END: 'the start is after the end',
  USERNAME_CHARACTERS: 'letters, digits and . _ - @ only',
  GENDER_CHOICE: 'male or female',
  EMAIL_INVALID: 'enter a valid e-mail address',
  PHONE_INVALID: 'enter a valid mobile number',
  ROLES_REQUIRED: 'pick at least one role',
  DEPT_REQUIRED_IN_SCOPE: 'required (a user without a department would be outside your data scope)',
  DEPT_OUT_OF_SCOPE: 'department {{id}} is outside your data scope',
  ROLE_MISSING: 'role {{ids}} does not exist',
  JOB_MISSING: 'job {{ids}} does not exist',
  USERNAME_TAKEN: "'{{username}}' is already taken",
  EMAIL_TAKEN: "'{{email}}' is already used by another user",
  USER_NOT_FOUND: 'User {{ids}} does not exist',
  LAST_ADMIN: 'This would leave no enabled user with the admin permission; give another user an administrator role first',
  DISABLE_SELF: 'you cannot disable yourself',
  DELETE_SELF: 'You cannot delete yourself',

  // Roles.
  DATA_SCOPE_CHOICE: 'all, own or custom',
  LEVEL_RANGE: 'from {{minimum}} to {{maximum}}',
  CUSTOM_SCOPE_NEEDS_DEPTS: 'a custom data scope needs at least one department',
  ROLE_NOT_FOUND: 'Role {{ids}} does not exist',
  ROLE_NAME_TAKEN: "a role named '{{name}}' already exists",
  ROLE_HELD_BY: 'Role {{role}} is held by: {{users}}',
} as const;

/** English text of a users, roles or sign-in refusal. */
export const userMessage = messagesOf(USER_REFUSALS);
