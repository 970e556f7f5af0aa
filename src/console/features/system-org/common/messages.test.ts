import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEPT_MESSAGES } from '../../../../../streams/contracts/depts';
import { JOB_MESSAGES } from '../../../../../streams/contracts/jobs';
import { i18next } from '@shared/i18n/i18n';
import { loadServerMessages } from '@shared/i18n/server-messages';
import { orgEn } from '../i18n/en';
import { orgZh } from '../i18n/zh';
import { splitFieldMessage, translateMessage } from './messages';

/** Chinese, as the pages' `t` would be (the refusals are translated by server-messages.ts). */
const zh = { t: i18next.getFixedT('zh') as TFunction };
beforeAll(() => loadServerMessages('zh'));

describe('translateMessage', () => {
  it("translates the server's refusals with their names, whatever the field prefix", () => {
    expect(translateMessage(zh, DEPT_MESSAGES.hasUsers('Ops', 'amy, bob'))).toBe('部门 Ops 下有用户：amy, bob');
    expect(translateMessage(zh, JOB_MESSAGES.hasUsers('Host', 'amy'))).toBe('岗位 Host 有用户担任：amy');
    expect(translateMessage(zh, JOB_MESSAGES.nameTaken('Host'))).toBe('岗位名称“Host”已存在');
    expect(translateMessage(zh, DEPT_MESSAGES.ownDescendant)).toBe(orgZh.messages.ownDescendant);
    expect(translateMessage(zh, 'name: required')).toBe('必填');
  });

  it('shows an unknown message as the server wrote it, without the field prefix', () => {
    expect(translateMessage(zh, 'deptSort: Too big: expected number to be <=999999')).toBe('Too big: expected number to be <=999999');
  });

  it('has every English message in the bundles', () => {
    expect(Object.keys(orgZh.messages).sort()).toEqual(Object.keys(orgEn.messages).sort());
  });
});

describe('splitFieldMessage', () => {
  it('splits a field path from prose, and leaves prose with a colon alone', () => {
    expect(splitFieldMessage('pid: department 9 does not exist')).toEqual({ path: 'pid', text: 'department 9 does not exist' });
    expect(splitFieldMessage('Department A has users: x')).toEqual({ path: null, text: 'Department A has users: x' });
  });
});
