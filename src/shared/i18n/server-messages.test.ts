import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '../../../streams/contracts/jobs';
import { placeholdersOf, REFUSALS } from '../../../streams/contracts/refusals';
import { HttpRequestError, type HttpError } from '../http/http-error';
import { i18next } from './i18n';
import { describeHttpError, failureText, fieldRefusals, loadServerMessages, translateRule } from './server-messages';
import { serverMessagesAr } from './server-messages/ar';
import { serverMessagesEn } from './server-messages/en';
import { serverMessagesKo } from './server-messages/ko';
import { serverMessagesZh } from './server-messages/zh';

const t = (language: string) => i18next.getFixedT(language) as TFunction;
const request = { method: 'POST', url: 'api/job', silent: true };
const refused = (body: Omit<Extract<HttpError, { kind: 'http' }>, 'kind' | 'request'>) => new HttpRequestError({ kind: 'http', request, ...body });

beforeAll(() => Promise.all(['zh', 'ko', 'ar'].map((language) => loadServerMessages(language))));

describe('the language files', () => {
  it('word every code with no placeholder its template lacks, and say it in their own language', () => {
    for (const [language, bundle] of Object.entries({ zh: serverMessagesZh, ko: serverMessagesKo, ar: serverMessagesAr })) {
      for (const [code, template] of Object.entries(REFUSALS)) {
        const text = bundle[code as keyof typeof REFUSALS];
        expect(text.trim(), `${language} ${code}`).not.toBe('');
        expect(text, `${language} ${code}`).not.toBe(template);
        const allowed = new Set(placeholdersOf(template));
        expect(placeholdersOf(text).filter((name) => !allowed.has(name)), `${language} ${code}`).toEqual([]);
      }
    }
    for (const [code, text] of Object.entries(serverMessagesEn)) {
      if (code.startsWith('_')) continue;
      const allowed = new Set(placeholdersOf(REFUSALS[code as keyof typeof REFUSALS]));
      expect(placeholdersOf(text).filter((name) => !allowed.has(name)), code).toEqual([]);
    }
  });
});

describe('failureText', () => {
  const taken = refused({ status: 400, code: 'JOB_NAME_TAKEN', params: { name: 'QA' }, message: "name: a job named 'QA' already exists" });

  it('translates by code with the params, and keeps the English of the server in English', () => {
    expect(failureText(t('zh'), taken)).toBe('岗位名称“QA”已存在');
    expect(failureText(t('ko'), taken)).toBe("'QA' 직무가 이미 있습니다");
    expect(failureText(t('ar'), taken)).toBe("توجد وظيفة باسم 'QA' بالفعل");
    expect(failureText(t('en'), taken)).toBe("a job named 'QA' already exists");
  });

  it('says a list in the language, a list cut short included', () => {
    const held = refused({ status: 400, code: 'ROLE_HELD_BY', params: { role: 'Ops', users: ['ann', 'bob'], usersMore: 3 }, message: 'Role Ops is held by: ann, bob and 3 more' });
    expect(failureText(t('zh'), held)).toBe('角色 Ops 仍有用户持有：ann、bob 等 3 项');
    expect(failureText(t('ko'), held)).toBe('역할 Ops을(를) 가진 사용자가 있습니다: ann, bob 외 3개');
    expect(failureText(t('en'), held)).toBe('Role Ops is held by: ann, bob and 3 more');
  });

  it('finds the code of a body without one by its English text; shows an unknown text as the server wrote it', () => {
    expect(failureText(t('zh'), refused({ status: 400, message: 'Verification code error' }))).toBe('验证码错误');
    expect(failureText(t('ko'), refused({ status: 400, code: 'SOMETHING_NEW', message: 'name: Something new' }))).toBe('Something new');
  });

  it('keeps a param that looks like a placeholder as it is', () => {
    const template = refused({ status: 400, code: 'TEMPLATE_UNKNOWN_PLACEHOLDERS', params: { names: '{{user.age}}' }, message: 'Unknown placeholders: {{user.age}}. Use the placeholders listed under the editor' });
    expect(failureText(t('en'), template)).toBe('Unknown placeholders: {{user.age}}. Use the placeholders listed under the editor');
    expect(failureText(t('zh'), template)).toContain('{{user.age}}');
  });

  it('words the timeout and a failure without a message', () => {
    expect(describeHttpError(t('zh'), { kind: 'timeout', message: undefined, request })).toBe(i18next.getFixedT('zh')('http.timeout'));
    expect(failureText(t('en'), new Error('boom'))).toBe('Request Failed');
  });
});

describe('translateRule', () => {
  it("translates a contract's own message (a form's zod check) to the code's words, without its field", () => {
    expect(translateRule(t('zh'), JOB_MESSAGES.nameRequired)).toBe('必填');
    expect(translateRule(t('en'), JOB_MESSAGES.nameRequired)).toBe('required');
    expect(translateRule(t('ar'), 'Keep at least 2 streamers')).toBe('أبقِ على مذيعَين على الأقل');
    expect(translateRule(t('en'), 'jobName: required')).toBe('Enter a job name.');
    expect(translateRule(t('ko'), 'Nothing the catalog knows')).toBe('Nothing the catalog knows');
  });
});

describe('fieldRefusals', () => {
  it("lists the body's per-field errors, translated", () => {
    const error = refused({
      status: 400,
      code: 'TEXT_TOO_LONG',
      params: { maximum: 255 },
      message: 'name: Too big: expected string to have <=255 characters',
      errors: [
        { field: 'name', code: 'TEXT_TOO_LONG', params: { maximum: 255 }, message: 'Too big: expected string to have <=255 characters' },
        { field: 'jobSort', code: 'TOO_SMALL', params: { minimum: 0 }, message: 'Too small: expected number to be >=0' },
        { code: 'INVALID_INPUT', message: 'Invalid input' },
      ],
    });
    expect(fieldRefusals(t('zh'), error)).toEqual([
      { field: 'name', message: '最多 255 个字符' },
      { field: 'jobSort', message: '不能小于 0' },
    ]);
    expect(fieldRefusals(t('en'), error)[0]).toEqual({ field: 'name', message: 'Too big: expected string to have <=255 characters' });
  });

  it('reads the field of the message when the body has no list; nothing for other failures', () => {
    expect(fieldRefusals(t('ko'), refused({ status: 400, message: 'name: required' }))).toEqual([{ field: 'name', message: '필수 항목입니다' }]);
    expect(fieldRefusals(t('ko'), refused({ status: 404, code: 'JOB_NOT_FOUND', params: { ids: ['9'] }, message: 'Job 9 does not exist' }))).toEqual([]);
  });
});

describe('loadServerMessages', () => {
  it('loads a language asked for before i18next is initialised (the console loads this module first)', async () => {
    const early = i18next.createInstance();
    await loadServerMessages('ar', early);
    await early.init({ lng: 'ar', fallbackLng: 'en', resources: { ar: { translation: {} } }, initAsync: false });
    const captcha = refused({ status: 400, code: 'CAPTCHA_WRONG', message: 'Verification code error' });
    expect(failureText(early.t, captcha)).toBe(serverMessagesAr.CAPTCHA_WRONG);
  });

  it('loads the texts of a language the page switches to', async () => {
    const later = i18next.createInstance();
    await later.init({ lng: 'en', fallbackLng: 'en', resources: { en: { translation: {} } }, initAsync: false });
    await loadServerMessages('ko', later);
    expect(failureText(later.getFixedT('ko') as TFunction, refused({ status: 400, code: 'WRONG_CREDENTIALS', message: 'Wrong username or password' }))).toBe(serverMessagesKo.WRONG_CREDENTIALS);
  });
});
