/**
 * The Advice texts page over MSW: one language's texts with their state and last change, the language switch (Arabic
 * right to left), search and topic filter; the editor's chips insert at the cursor, an unknown placeholder is named
 * beside the text as typed and refused on Save before any request, the preview follows the text, Save sends the text;
 * the server's refusal goes beside the text; back to the default is asked first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdviceTextRow } from '../../../../../streams/contracts/weekly-reports';
import { fieldRefusal } from '../../../../../streams/contracts/refusals';
import { ADVICE_LANGS, ADVICE_TEXT_KEYS, DEFAULT_ADVICE_TEXTS, allowedPlaceholders, topicOfTextKey } from '../../../../../streams/reports/advice-texts';
import { server } from '../../../../test/msw-server';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useSessionStore } from '@shared/auth/session-store';
import { noContent, recordBody, recordQuery, recorded } from '../../../../test/crud-page';
import { renderWithProviders } from '../../../../test/render';
import { refusalAnswer } from '../../../../test/refusals';
import { AdviceTextsPage } from './advice-texts-page';

const KO_CHANGED = 'PK 간격을 {target}분 이상 두세요. (바꾼 문구)';

const rows = (): AdviceTextRow[] =>
  ADVICE_TEXT_KEYS.flatMap((key) =>
    ADVICE_LANGS.map((lang) => {
      const changed = key === 'pkGap.off' && lang === 'ko';
      const defaultText = DEFAULT_ADVICE_TEXTS[key][lang];
      return {
        key,
        lang,
        defaultText,
        override: changed ? KO_CHANGED : null,
        text: changed ? KO_CHANGED : defaultText,
        placeholders: [...allowedPlaceholders(topicOfTextKey(key))],
        updatedBy: changed ? 'Operator' : null,
        updatedAt: changed ? '2026-11-20 10:30:00' : null,
      };
    }),
  );

const saved = recorded<{ key: string; lang: string; text: string }>();
const previews = recorded<URLSearchParams>();
const deletes = recorded<URLSearchParams>();

beforeEach(() => {
  server.use(
    http.get('/api/adviceTexts', () => HttpResponse.json(rows())),
    http.get(
      '/api/adviceTexts/preview',
      recordQuery(previews, (params) =>
        HttpResponse.json({
          figures: { lives: 5, liveDays: 4, liveMinutes: 600, liveHours: 10, liveRestMinutes: 0, pks: 20 },
          findings: [{ rule: 'pkGap', outcome: 'off', numbers: { target: 5 } }],
          summary: 'This week: 5 lives.',
          advice: [`Sample: ${(params.get('text') ?? '').replace('{target}', '5')}`],
        }),
      ),
    ),
    http.put('/api/adviceTexts', recordBody(saved, noContent)),
    http.delete('/api/adviceTexts', recordQuery(deletes, noContent)),
  );
});

/** The page at `url` (its query the list's state) for an editor of the texts. */
function open(url = '/figures/advice-texts') {
  useSessionStore.setState({ token: 'Bearer t', roles: ['adviceText:edit'] });
  const router = createMemoryRouter([{ path: '/figures/advice-texts', element: <AdviceTextsPage /> }], { initialEntries: [url] });
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('the Advice texts page', () => {
  it("lists one language's texts with their topic, state and last change; the switch shows another language", async () => {
    const user = userEvent.setup();
    open();
    const table = within(await screen.findByRole('table', { name: 'Advice texts' }));
    const summary = (await table.findByText('Week summary', { selector: 'bdi' })).closest('tr') as HTMLElement;
    expect(within(summary).getByText(DEFAULT_ADVICE_TEXTS.summary.en)).toBeInTheDocument();
    expect(within(summary).getByText('Default')).toBeInTheDocument();
    expect(within(summary).getByText('Not changed')).toBeInTheDocument();
    expect(table.getAllByRole('row')).toHaveLength(1 + ADVICE_TEXT_KEYS.length);
    expect(screen.getByTestId('page-help')).toHaveTextContent('A {placeholder} in braces is replaced');

    await user.click(screen.getByRole('button', { name: '한국어' }));
    expect(screen.getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');
    const gap = (await table.findByText(KO_CHANGED)).closest('tr') as HTMLElement;
    expect(within(gap).getByText('Changed')).toBeInTheDocument();
    expect(within(gap).getByText('Operator')).toBeInTheDocument();
    expect(within(gap).getByText('2026-11-20 10:30:00')).toBeInTheDocument();
    expect(table.queryByText(DEFAULT_ADVICE_TEXTS.summary.en)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'العربية' }));
    expect(await table.findByText(DEFAULT_ADVICE_TEXTS.summary.ar)).toHaveAttribute('dir', 'rtl');
  });

  it('filters by topic and searches the words of the texts', async () => {
    const user = userEvent.setup();
    open();
    const table = within(await screen.findByRole('table', { name: 'Advice texts' }));
    await table.findByText(DEFAULT_ADVICE_TEXTS.summary.en);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'pkGap');
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
    expect(table.getByText(DEFAULT_ADVICE_TEXTS['pkGap.off'].en)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the texts' }), 'unanswered{Enter}');
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2));
    expect(table.getByText(DEFAULT_ADVICE_TEXTS['privateMessages.ok'].en)).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search the texts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the texts' }), 'no such words{Enter}');
    expect(await table.findByText('No text matches the search.')).toBeInTheDocument();
  });

  it('names an unknown placeholder beside the text as typed and refuses it on Save; the preview follows; Save sends the text', async () => {
    const user = userEvent.setup();
    open('/figures/advice-texts?lang=ko');
    await user.click(await screen.findByRole('button', { name: 'Edit Break between PKs: missed' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Edit “Break between PKs: missed” (한국어)' }));
    const text = drawer.getByRole('textbox', { name: 'Text' });
    expect(text).toHaveValue(KO_CHANGED);
    expect(drawer.getByTestId('advice-default-text')).toHaveTextContent(DEFAULT_ADVICE_TEXTS['pkGap.off'].ko);

    await user.clear(text);
    await user.type(text, '쉬는 시간 {{minutes}분');
    const allowed = allowedPlaceholders('pkGap').map((name) => `{${name}}`).join(', ');
    expect(await drawer.findByText(`Unknown placeholder: {minutes}. This text may use ${allowed}.`)).toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(text).toHaveFocus());
    expect(drawer.getByText(`Unknown placeholder: {minutes}. This text may use ${allowed}.`)).toHaveAttribute('data-part', 'error-text');
    expect(saved).toEqual([]);
    expect(previews.some((params) => (params.get('text') ?? '').includes('{minutes}'))).toBe(false);

    // The chip replaces the selected wrong name at the cursor.
    const value = (text as HTMLTextAreaElement).value;
    (text as HTMLTextAreaElement).setSelectionRange(value.indexOf('{minutes}'), value.indexOf('{minutes}') + '{minutes}'.length);
    await user.click(drawer.getByRole('button', { name: 'Insert {target}' }));
    expect(text).toHaveValue('쉬는 시간 {target}분');
    await waitFor(() => expect(drawer.queryByText(/Unknown placeholder/)).not.toBeInTheDocument());
    expect(await within(await drawer.findByTestId('advice-preview')).findByText('Sample: 쉬는 시간 5분')).toBeInTheDocument();
    expect(previews.at(-1)?.get('lang')).toBe('ko');
    expect(previews.at(-1)?.get('key')).toBe('pkGap.off');

    await user.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ key: 'pkGap.off', lang: 'ko', text: '쉬는 시간 {target}분' }]));
    expect(await screen.findByText('The text is saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal beside the text", async () => {
    const user = userEvent.setup();
    server.use(http.put('/api/adviceTexts', () => refusalAnswer(fieldRefusal('text', 'ADVICE_TEXT_PLACEHOLDER', { names: ['{lives}'], allowed: ['{target}'] }))));
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit Break between PKs: met' }));
    const drawer = within(await screen.findByRole('dialog'));
    await user.type(drawer.getByRole('textbox', { name: 'Text' }), ' More.');
    await user.click(drawer.getByRole('button', { name: 'Save' }));
    const message = await drawer.findByText(/unknown placeholder \{lives\}; this text may use \{target\}/i);
    expect(message).toHaveAttribute('data-part', 'error-text');
    expect(drawer.getByRole('textbox', { name: 'Text' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks before putting a changed text back to the default', async () => {
    const user = userEvent.setup();
    open('/figures/advice-texts?lang=ko');
    expect(await screen.findByText(KO_CHANGED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to the default: Week summary' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the default: Break between PKs: missed' }));
    const question = within(await screen.findByRole('alertdialog'));
    expect(question.getByText('Put “Break between PKs: missed” (한국어) back to the default text? The changed text is lost.')).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Cancel' }));
    expect(deletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back to the default: Break between PKs: missed' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Back to the default' }));
    await waitFor(() => expect(deletes.map((params) => params.toString())).toEqual(['key=pkGap.off&lang=ko']));
    expect(await screen.findByText('The default text is back')).toBeInTheDocument();
  });
});
