/** Chinese texts of the user center additions (keys and meaning: en.ts). */
import type { UserCenterMoreLocale } from './en';

export const userCenterMoreZh: UserCenterMoreLocale = {
  avatar: {
    choose: '更换头像',
    hint: 'JPG 或 PNG，最大 10 MB',
    input: '头像图片',
    preview: '新头像预览',
    upload: '上传',
    cancel: '取消',
    progress: '正在上传头像',
    saved: '头像已更换',
    failed: '头像上传失败',
    type: '请选择 JPG 或 PNG 图片',
    size: '图片不能超过 10 MB',
    fake: '该文件不是 JPG 或 PNG 图片',
  },
  log: {
    tab: '操作日志',
    table: '我的操作日志',
    description: '操作',
    method: '请求方法',
    ip: 'IP',
    browser: '浏览器',
    status: '状态',
    createTime: '时间',
    empty: '您还没有进行任何修改',
    failed: '操作日志加载失败',
    retry: '重试',
  },
};
