/**
 * What the list-page tests share: lists that record what the page sent (emptied before each test), MSW resolvers that
 * fill them, the page at its route for a user with given roles, and the few steps and checks every CRUD page repeats
 * (open the add drawer, the last list query, no write buttons for a reader).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, expect } from 'vitest';
import { useSessionStore } from '@shared/auth/session-store';
import { renderWithProviders } from './render';

/** A list a test fills with what the page sent (bodies, queries, URLs); it is emptied before each test of the file. */
export function recorded<T = unknown>(): T[] {
  const list: T[] = [];
  beforeEach(() => {
    list.length = 0;
  });
  return list;
}

/** The answer of a write the page only needs to succeed: 200 with no body. */
export const ok = (): Response => new HttpResponse(null, { status: 200 });

/** The answer of an update: 204 with no body. */
export const noContent = (): Response => new HttpResponse(null, { status: 204 });

/** An MSW resolver that keeps the request's JSON body in `into`, then answers `answer(body)` (200, no body, unless told). */
export function recordBody<B = unknown>(into: B[], answer: (body: B) => Response | Promise<Response> = ok) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    const body = (await request.json()) as B;
    into.push(body);
    return answer(body);
  };
}

/** An MSW resolver that keeps the request's search params in `into`, then answers `answer(params)`. */
export function recordQuery(into: URLSearchParams[], answer: (params: URLSearchParams) => Response | Promise<Response>) {
  return ({ request }: { request: Request }): Response | Promise<Response> => {
    const params = new URL(request.url).searchParams;
    into.push(params);
    return answer(params);
  };
}

/** Waits until the last recorded list query holds each of `expected` (param name → value); others are not checked. */
export async function expectLastQuery(queries: readonly URLSearchParams[], expected: Readonly<Record<string, string>>): Promise<void> {
  await waitFor(() => {
    const last = queries.at(-1);
    for (const [name, value] of Object.entries(expected)) expect(last?.get(name), name).toBe(value);
  });
}

/** Renders `page` at `path` in a memory router for a signed-in user holding `roles`. */
export function renderRoutedPage(path: string, page: ReactElement, roles: string[] = ['admin']) {
  useSessionStore.setState({ token: 'Bearer t', roles });
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />);
}

/** Waits for `shown` (a text of the loaded list), clicks Add, and gives the dialog named `dialog` that opens. */
export async function openAddDrawer(user: UserEvent, shown: string, dialog: string) {
  await screen.findByText(shown);
  await user.click(screen.getByRole('button', { name: 'Add' }));
  return within(await screen.findByRole('dialog', { name: dialog }));
}

/** Waits for `shown` (a text of the loaded page), then checks that no button is named one of `absent` (see expectNoButtons). */
export async function expectReaderView(shown: string, ...absent: string[]): Promise<void> {
  await screen.findByText(shown);
  expectNoButtons(...absent);
}

/** Checks that no button of the page is named one of `names` (a reader's page: no Add, no Edit or Delete of a row). */
export function expectNoButtons(...names: string[]): void {
  for (const name of names) expect(screen.queryByRole('button', { name }), name).toBeNull();
}

/** Checks that the open question (role alertdialog) asks `question`, then clicks its `button` (OK unless told). */
export async function answerQuestion(user: UserEvent, question: string, button = 'OK'): Promise<void> {
  const dialog = within(await screen.findByRole('alertdialog'));
  expect(dialog.getByText(question)).toBeTruthy();
  const target = dialog.getByRole('button', { name: button });
  // The dialog takes no pointer events until it has opened (its entrance), which comes later on a busy machine:
  // user-event refuses such a click by throwing, so it is tried again until the dialog takes it.
  await waitFor(() => user.click(target));
}
