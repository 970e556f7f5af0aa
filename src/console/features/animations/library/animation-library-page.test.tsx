import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANIMATION_MESSAGES } from '../../../../../streams/contracts/animations';
import { server } from '../../../../test/msw-server';
import { refusal } from '../../../../../streams/contracts/refusals';
import { describeTranslatedRefusals, deleteRow, refusalAnswer, type InEachLanguage } from '../../../../test/refusals';
import { animationRow, badRequest, page } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';
import { AnimationLibraryPage } from './animation-library-page';
import { expectLastQuery, expectReaderView, noContent, recordBody, recorded, recordQuery, openAddDrawer } from '../../../../test/crud-page';

// Saves wait for the lists to refresh before they report; on a busy machine that takes more than the default 1 s.
// Whole flows (type, upload, save, refresh) in jsdom take seconds when other suites share the CPU.

const listQueries = recorded<URLSearchParams>();
const created = recorded();
const updated = recorded();
const deleted = recorded();
let uploads: Array<{ kind: string | null; name: string; type: string; hasFile: boolean }> = [];
let uploadAnswer: (name: string) => Response = (name) => HttpResponse.json({ url: `/files/animations/u-${name}`, originalName: name, size: 68 });
let createAnswer: () => Response = () => HttpResponse.json({ id: 5 }, { status: 201 });

beforeEach(() => {
  uploads = [];
  uploadAnswer = (name) => HttpResponse.json({ url: `/files/animations/u-${name}`, originalName: name, size: 68 });
  createAnswer = () => HttpResponse.json({ id: 5 }, { status: 201 });
  server.use(
    http.get('/api/vehicleAnimations', recordQuery(listQueries, () => HttpResponse.json(page([animationRow(), animationRow({ id: 2, name: 'Rocket', type: 'normal', enabled: false, pictureUrl: null, resourceUrl: '/files/animations/rocket.zip', category: null, description: null })], 12)))),
    http.post('/api/vehicleAnimations/upload', async ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      const form = await request.formData();
      // jsdom's XHR hands MSW the multipart body without the file's name (it arrives as 'blob'), so the answer names
      // the file by its kind; the real browser sends the name (tests/e2e/animations.spec.ts).
      const name = kind === 'picture' ? 'car.png' : 'car.zip';
      uploads.push({ kind, name, type: request.headers.get('content-type') ?? '', hasFile: form.has('file') });
      return uploadAnswer(name);
    }),
    http.post('/api/vehicleAnimations', recordBody(created, () => createAnswer())),
    http.put('/api/vehicleAnimations', recordBody(updated, noContent)),
    http.delete('/api/vehicleAnimations', async ({ request }) => {
      const ids = (await request.json()) as number[];
      deleted.push(ids);
      return ids.includes(1) ? badRequest(ANIMATION_MESSAGES.inUse('viewer_1@luna')) : new HttpResponse(null, { status: 200 });
    }),
  );
});

const render = (roles?: string[]) => renderPage(<AnimationLibraryPage />, '/animations/library', roles);
const png = (name = 'car.png', size = 68) => new File([new Uint8Array(size)], name, { type: 'image/png' });

const openForm = (user: ReturnType<typeof userEvent.setup>) => openAddDrawer(user, 'Golden car', 'Add animation');

describe('vehicle animation library list', () => {
  it('shows pictures, type tags, status and resource links; searches, filters and sorts on the server', async () => {
    const user = userEvent.setup();
    render();
    const row = (await screen.findByText('Golden car')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('img', { name: 'Picture of Golden car' })).toHaveAttribute('src', '/files/animations/golden.png');
    expect(within(row).getByText('Popular')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open the resource of Golden car (MP4)' })).toHaveAttribute('href', '/files/animations/golden.mp4');
    const rocket = screen.getByText('Rocket').closest('tr') as HTMLElement;
    expect(within(rocket).getByRole('img', { name: 'No picture' })).toBeInTheDocument();
    expect(within(rocket).getByText('ZIP file')).toBeInTheDocument();
    expect(within(rocket).getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByText('Total 12')).toBeInTheDocument();
    expect(listQueries[0]?.get('sort')).toBe('createTime,desc');

    await user.type(screen.getByRole('searchbox', { name: 'Search animations by name, category or description' }), 'gold');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'popular');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'false');
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await expectLastQuery(listQueries, { blurry: 'gold', type: 'popular', enabled: 'false', sort: 'name,asc' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('page')).toBe('1'));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => {
      const last = listQueries.at(-1);
      expect(last?.has('blurry')).toBe(false);
      expect(last?.has('type')).toBe(false);
      expect(last?.get('page')).toBe('0');
    });
  });

  it('switches the status at once, saving the whole row', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('Golden car');
    await user.click(screen.getByRole('checkbox', { name: 'Status of Golden car' }));
    expect(await screen.findByText('Golden car is disabled')).toBeInTheDocument();
    expect(updated).toEqual([{ ...bodyOf(animationRow()), id: 1, enabled: false }]);
  });

  it('asks before deleting, shows the in-use refusal, and deletes a selection', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Golden car' }));
    expect(await screen.findByText('Are you sure you want to delete this data?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(ANIMATION_MESSAGES.inUse('viewer_1@luna'))).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Rocket' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual([[1], [2]]);
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    expect(await screen.findByText('Are you sure you want to delete the 2 selected items?')).toBeInTheDocument();
  });

  it('offers no add, edit, delete or status change without the permissions', async () => {
    render(['animation:list']);
    await expectReaderView('Golden car', 'Add', 'Edit Golden car', 'Delete Golden car');
    expect(screen.queryByRole('checkbox', { name: 'Select Golden car' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Status of Golden car' })).toBeDisabled();
  });

  it('says when the list cannot be loaded, and when it is empty', async () => {
    server.use(http.get('/api/vehicleAnimations', () => HttpResponse.json({ status: 500, message: 'Server error', timestamp: '' }, { status: 500 })));
    render();
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    server.use(http.get('/api/vehicleAnimations', () => HttpResponse.json(page([]))));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No animation yet. Add one to start the library.')).toBeInTheDocument();
  });
});

describe('animation form', () => {
  it('shows the contract’s messages beside the fields before sending anything', async () => {
    const user = userEvent.setup();
    render();
    const form = await openForm(user);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(ANIMATION_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(form.getByText(ANIMATION_MESSAGES.typeRequired)).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it('checks a file before sending it: type, size and one at a time', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render();
    const form = await openForm(user);
    const picture = form.getByLabelText('Picture');
    await user.upload(picture, new File(['x'], 'car.gif', { type: 'image/gif' }));
    expect(await form.findByText(ANIMATION_MESSAGES.pictureType)).toBeInTheDocument();
    await user.upload(picture, png('huge.png', 10 * 1024 * 1024 + 1));
    expect(await form.findByText(ANIMATION_MESSAGES.pictureSize)).toBeInTheDocument();
    await user.upload(form.getByLabelText('Resource'), new File(['x'], 'car.mov'));
    expect(await form.findByText(ANIMATION_MESSAGES.resourceType)).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it('uploads the picture and the resource, previews them and saves their addresses', async () => {
    const user = userEvent.setup();
    render();
    const form = await openForm(user);
    await user.type(form.getByLabelText(/^Name/), 'Sports car');
    await user.selectOptions(form.getByLabelText(/^Type/), 'normal');
    await user.type(form.getByLabelText(/^Category/), 'Cars');
    await user.upload(form.getByLabelText('Picture'), png());
    expect(await form.findByRole('link', { name: 'car.png' })).toHaveAttribute('href', '/files/animations/u-car.png');
    expect(form.getByRole('img', { name: 'Preview of the picture' })).toHaveAttribute('src', '/files/animations/u-car.png');
    await user.upload(form.getByLabelText('Resource'), new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'car.zip', { type: 'application/zip' }));
    expect(await form.findByRole('link', { name: 'car.zip' })).toBeInTheDocument();
    expect(uploads.map(({ kind, hasFile }) => ({ kind, hasFile }))).toEqual([
      { kind: 'picture', hasFile: true },
      { kind: 'resource', hasFile: true },
    ]);
    expect(uploads[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added successfully')).toBeInTheDocument();
    expect(created).toEqual([
      { name: 'Sports car', type: 'normal', category: 'Cars', description: null, enabled: true, pictureUrl: '/files/animations/u-car.png', resourceUrl: '/files/animations/u-car.zip' },
    ]);
  });

  it('shows the upload’s progress with a cancel button, and cancelling leaves the field as it was', async () => {
    let release: () => void = () => {};
    uploadAnswer = () => HttpResponse.json({ url: '/files/animations/late.png', originalName: 'car.png', size: 68 });
    server.use(
      http.post('/api/vehicleAnimations/upload', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return uploadAnswer('car.png');
      }),
    );
    const user = userEvent.setup();
    render();
    const form = await openForm(user);
    await user.upload(form.getByLabelText('Picture'), png());
    expect(await form.findByRole('progressbar', { name: 'Upload progress of the Picture' })).toBeInTheDocument();
    expect(form.getByText(/^Uploading car\.png: \d+%$/)).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(form.getByRole('button', { name: 'Cancel upload' }));
    await waitFor(() => expect(form.queryByRole('progressbar')).toBeNull());
    release();
    expect(within(screen.getByTestId('upload-picture')).getByText('Drop a file here or choose one')).toBeInTheDocument();
    expect(form.queryByRole('alert')).toBeNull();
    expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows the server’s refusal of an upload beside its field, translated', async () => {
    uploadAnswer = () => badRequest(`file: ${ANIMATION_MESSAGES.oneFile}`);
    const user = userEvent.setup();
    render();
    const form = await openForm(user);
    await user.upload(form.getByLabelText('Picture'), png());
    expect(await form.findByText(ANIMATION_MESSAGES.oneFile)).toBeInTheDocument();
    expect(form.queryByRole('link', { name: 'car.png' })).toBeNull();
  });

  it('puts the server’s 400 that names a field beside it, and edits a row with its values', async () => {
    createAnswer = () => badRequest(`name: ${ANIMATION_MESSAGES.nameRequired}`);
    const user = userEvent.setup();
    render();
    let form = await openForm(user);
    await user.type(form.getByLabelText(/^Name/), 'x');
    await user.selectOptions(form.getByLabelText(/^Type/), 'popular');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(ANIMATION_MESSAGES.nameRequired)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit Golden car' }));
    form = within(await screen.findByRole('dialog', { name: 'Edit animation' }));
    expect(form.getByLabelText(/^Name/)).toHaveValue('Golden car');
    expect(form.getByRole('link', { name: 'golden.mp4' })).toHaveAttribute('href', '/files/animations/golden.mp4');
    await user.click(form.getByRole('button', { name: 'Remove the Picture' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Edited successfully')).toBeInTheDocument();
    expect(updated).toEqual([{ ...bodyOf(animationRow()), id: 1, pictureUrl: null }]);
  });
});

function bodyOf(row: ReturnType<typeof animationRow>) {
  return { name: row.name, type: row.type, description: row.description, enabled: row.enabled, category: row.category, pictureUrl: row.pictureUrl, resourceUrl: row.resourceUrl };
}

const IN_USE: InEachLanguage = {
  zh: '该动画正被用户动画配置使用（viewer_1@luna、viewer_2@luna），请先删除这些配置',
  ko: '이 애니메이션은 사용자 애니메이션 설정(viewer_1@luna, viewer_2@luna)에서 사용 중입니다. 먼저 해당 설정을 삭제하세요',
  ar: 'هذه الرسوم مستخدمة في إعدادات رسوم المستخدمين (viewer_1@luna، viewer_2@luna)؛ احذفها أولًا',
};

describeTranslatedRefusals('the Animation library (an animation user configs still use)', async (user, language) => {
  server.use(http.delete('/api/vehicleAnimations', () => refusalAnswer(refusal('ANIMATION_IN_USE', { names: ['viewer_1@luna', 'viewer_2@luna'] }))));
  render();
  await deleteRow(user, 'Golden car');
  expect(await screen.findByText(IN_USE[language])).toBeInTheDocument();
});
