/** English texts of the user center's avatar upload and own operation log, under `userCenterMore.*`. */
export const userCenterMoreEn = {
  avatar: {
    choose: 'Change avatar',
    hint: 'JPG or PNG, at most 10 MB',
    input: 'Avatar image',
    preview: 'Preview of the new avatar',
    upload: 'Upload',
    cancel: 'Cancel',
    progress: 'Uploading the avatar',
    saved: 'Your avatar was changed',
    failed: 'The avatar could not be uploaded',
    type: 'Choose a JPG or PNG image',
    size: 'The image cannot be larger than 10 MB',
    fake: 'This file is not a JPG or PNG image',
  },
  log: {
    tab: 'Operation log',
    table: 'My operation log',
    description: 'Action',
    method: 'Method',
    ip: 'IP',
    browser: 'Browser',
    status: 'Status',
    createTime: 'Time',
    empty: 'You have made no changes yet',
    failed: 'Your operation log could not be loaded',
    retry: 'Retry',
  },
};

export type UserCenterMoreLocale = typeof userCenterMoreEn;
