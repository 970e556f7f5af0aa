/**
 * The Target streamers page over MSW: the targets view in the query, the target form refusing each required field
 * with the contract's message before anything is sent (also in Chinese, Korean and Arabic), the screenshots
 * uploaded, the body sent, and the server's refusal of a taken TikTok ID beside its field.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldRefusal } from '../../../../../streams/contracts/refusals';
import { server } from '../../../../test/msw-server';
import { expectLastQuery, openAddDrawer, recorded, recordQuery } from '../../../../test/crud-page';
import { describeTranslatedRefusals, label, refusalAnswer, type InEachLanguage } from '../../../../test/refusals';
import { anchorRow, pageOf, renderCrmPage } from '../testing/crm-fixtures';
import { TargetStreamersPage } from './target-streamers-page';

let queries: URLSearchParams[] = [];
const posts = recorded<Record<string, unknown>>();
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

let uploads = 0;

beforeEach(() => {
  queries = [];
  uploads = 0;
  server.use(
    http.get('/api/anchors', recordQuery(queries, () => pageOf([anchorRow(1, { progress: 'contacted' })]))),
    http.get('/api/anchors/operators', () => HttpResponse.json([])),
    http.post('/api/anchors/upload', () => {
      uploads += 1;
      return HttpResponse.json({ url: `/files/anchors/shot-${uploads}.png`, originalName: `shot-${uploads}.png`, size: 4 });
    }),
    http.post('/api/anchors/target', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posts.push(body);
      if (body.anchorId === '7001') return refusalAnswer(fieldRefusal('anchorId', 'ANCHOR_EXISTS', { anchorId: '7001' }));
      return HttpResponse.json(anchorRow(9), { status: 201 });
    }),
  );
});

/** The refusals of an empty target form, in the order of its fields. */
const REQUIRED = [
  'Please choose the gender',
  'Please choose whether the streamer shows their face',
  'Please choose whether this is a game streamer',
  'Please choose whether this is a shopping streamer',
  'Please choose whether the streamer is high level',
  'The age must be a whole number greater than 0',
  'Please enter the WhatsApp number',
  'Please upload the contact screenshot',
  'Please upload the WhatsApp screenshot',
  'Please enter the reason',
];

/** Fills every required field of the form. */
async function fillTarget(user: UserEvent, form: ReturnType<typeof within>, anchorId: string) {
  await user.type(form.getByRole('textbox', { name: /TikTok ID/ }), anchorId);
  await user.selectOptions(form.getByRole('combobox', { name: /Gender/ }), 'woman');
  for (const name of [/Shows face/, /Game streamer/, /Shopping streamer/, /High level/]) await user.selectOptions(form.getByRole('combobox', { name }), 'false');
  await user.type(form.getByRole('spinbutton', { name: /Age/ }), '22');
  await user.type(form.getByRole('textbox', { name: /WhatsApp number/ }), '+82 10 1234');
  await user.upload(form.getByLabelText('Contact screenshot'), png('contact.png'));
  await user.upload(form.getByLabelText('WhatsApp screenshot'), png('whatsapp.png'));
  await waitFor(() => expect(form.getAllByRole('link', { name: /\.png$/ })).toHaveLength(2));
  await user.type(form.getByRole('textbox', { name: /Reason/ }), 'Great voice');
}

describe('the Target streamers page', () => {
  it('lists the targets view', async () => {
    renderCrmPage(<TargetStreamersPage />);
    await screen.findByText('Streamer 1');
    await expectLastQuery(queries, { view: 'targets', sort: 'createTime,desc' });
  });

  it('refuses each required field with its message before sending, then adds', async () => {
    const user = userEvent.setup();
    renderCrmPage(<TargetStreamersPage />);
    const form = await openAddDrawer(user, 'Streamer 1', 'Add target streamer');
    await user.type(form.getByRole('textbox', { name: /TikTok ID/ }), '@luna');
    await user.click(form.getByRole('button', { name: 'Save' }));
    for (const message of REQUIRED) expect(await form.findByText(message)).toBeInTheDocument();
    expect(posts).toEqual([]);
    await user.clear(form.getByRole('textbox', { name: /TikTok ID/ }));
    await fillTarget(user, form, '@luna');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add target streamer' })).not.toBeInTheDocument());
    expect(posts).toEqual([
      expect.objectContaining({
        anchorId: 'luna',
        gender: 'woman',
        showFace: false,
        gameStreamer: false,
        shoppingStreamer: false,
        highLevel: false,
        age: 22,
        whatsAppNumber: '+82 10 1234',
        contactScreenshot: '/files/anchors/shot-1.png',
        whatsAppScreenshot: '/files/anchors/shot-2.png',
        reason: 'Great voice',
      }),
    ]);
  });

  it("shows the server's refusal of a taken TikTok ID beside the field", async () => {
    const user = userEvent.setup();
    renderCrmPage(<TargetStreamersPage />);
    const form = await openAddDrawer(user, 'Streamer 1', 'Add target streamer');
    await fillTarget(user, form, '7001');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('the streamer already exists (7001)')).toBeInTheDocument();
  });
});

const GENDER: InEachLanguage = { zh: '请选择性别', ko: '성별을 선택하세요', ar: 'يرجى اختيار الجنس' };

describeTranslatedRefusals('the target form (a required choice)', async (user, language) => {
  renderCrmPage(<TargetStreamersPage />);
  await screen.findByText('Streamer 1');
  await user.click(screen.getByRole('button', { name: label('crud.add') }));
  const form = within(await screen.findByRole('dialog'));
  await user.click(form.getByRole('button', { name: label('crud.save') }));
  expect(await form.findByText(GENDER[language])).toBeInTheDocument();
});
