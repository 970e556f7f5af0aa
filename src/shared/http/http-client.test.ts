import { HttpResponse, delay, http as mock } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server';
import { createHttpClient, httpErrors$, requestKey } from './http-client';
import { CANCEL_REPEAT_REQUEST, httpErrorOf, type HttpError } from './http-error';

/** Runs `fn` and returns the typed error it rejected with. */
async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (e) {
    const error = httpErrorOf(e);
    if (error) return error;
    throw e;
  }
  throw new Error('expected the request to fail');
}

describe('http client: requests', () => {
  it('sends the token cookie value as Authorization and JSON bodies', async () => {
    let seen: { auth: string | null; type: string | null; body: unknown } | undefined;
    server.use(
      mock.post('/api/echo', async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ ok: true });
      }),
    );
    const client = createHttpClient(() => 'Bearer abc');
    const { data } = await client.post('api/echo', { a: 1 });
    expect(data).toEqual({ ok: true });
    expect(seen).toEqual({ auth: 'Bearer abc', type: expect.stringContaining('application/json'), body: { a: 1 } });
  });

  it('sends no JSON content type without a body, so a DELETE addressed by its query string is accepted', async () => {
    let type: string | null | undefined;
    server.use(
      mock.delete('/api/echo', ({ request }) => {
        type = request.headers.get('content-type');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await createHttpClient(() => 'Bearer abc').delete('api/echo', { params: { key: 'a' } });
    expect(type).toBeNull();
  });

  it('refuses a second identical write while the first is in flight, unless the requests are marked concurrent', async () => {
    let received = 0;
    server.use(
      mock.post('/api/upload', async () => {
        received += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ ok: true });
      }),
    );
    const client = createHttpClient(() => 'Bearer abc');
    const plain = await Promise.allSettled([client.post('api/upload', { n: 1 }), client.post('api/upload', { n: 2 })]);
    expect(plain.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    received = 0;
    const both = await Promise.allSettled([client.post('api/upload', { n: 1 }, { concurrent: true }), client.post('api/upload', { n: 2 }, { concurrent: true })]);
    expect(both.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(received).toBe(2);
  });

  it('keys duplicates by method + url + params, whatever the param order', () => {
    expect(requestKey({ method: 'get', url: 'a', params: { x: 1, y: 2 } })).toBe(requestKey({ method: 'GET', url: 'a', params: { y: 2, x: 1 } }));
    expect(requestKey({ method: 'get', url: 'a', params: { x: 1 } })).not.toBe(requestKey({ method: 'get', url: 'a', params: { x: 2 } }));
    expect(requestKey({ method: 'get', url: 'a' })).not.toBe(requestKey({ method: 'post', url: 'a' }));
  });
});

describe('http client: duplicate in-flight requests are cancelled silently', () => {
  it('a duplicate read aborts the older one; the newer answer wins', async () => {
    let calls = 0;
    server.use(
      mock.get('/api/slow', async () => {
        calls += 1;
        await delay(30);
        return HttpResponse.json({ n: calls });
      }),
    );
    const client = createHttpClient(() => undefined);
    const first = client.get('api/slow', { params: { q: 'x' } });
    const second = client.get('api/slow', { params: { q: 'x' } });
    const error = await failure(first);
    expect(error).toMatchObject({ kind: 'cancelled', message: CANCEL_REPEAT_REQUEST });
    await expect(second).resolves.toMatchObject({ status: 200 });
  });

  it('a duplicate write is refused and the first one goes through once', async () => {
    let calls = 0;
    server.use(
      mock.post('/api/submit', async () => {
        calls += 1;
        await delay(30);
        return HttpResponse.json({ ok: true });
      }),
    );
    const client = createHttpClient(() => undefined);
    const first = client.post('api/submit', { a: 1 });
    const second = client.post('api/submit', { a: 1 });
    expect(await failure(second)).toMatchObject({ kind: 'cancelled', message: CANCEL_REPEAT_REQUEST });
    await expect(first).resolves.toMatchObject({ status: 200 });
    expect(calls).toBe(1);
  });

  it('the same request can be sent again once the first has finished', async () => {
    server.use(mock.get('/api/once', () => HttpResponse.json({ ok: true })));
    const client = createHttpClient(() => undefined);
    await client.get('api/once');
    await expect(client.get('api/once')).resolves.toMatchObject({ status: 200 });
  });
});

describe('http client: error classification (the error catalogue)', () => {
  it('a status outside 2xx is an http error with the body message', async () => {
    server.use(mock.get('/api/bad', () => HttpResponse.json({ status: 400, message: 'name: required', timestamp: 'now' }, { status: 400 })));
    const error = await failure(createHttpClient(() => undefined).get('api/bad'));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'name: required', request: { method: 'GET', url: 'api/bad', silent: false } });
  });

  it("carries the refusal's code, params and per-field errors of the body (blobs too)", async () => {
    const body = {
      status: 400,
      code: 'JOB_NAME_TAKEN',
      params: { name: 'QA' },
      message: "name: a job named 'QA' already exists",
      timestamp: 'now',
      errors: [{ field: 'name', code: 'JOB_NAME_TAKEN', params: { name: 'QA' }, message: "a job named 'QA' already exists" }, { row: 2, message: 'no code' }],
    };
    server.use(mock.post('/api/job', () => HttpResponse.json(body, { status: 400 })));
    const client = createHttpClient(() => undefined);
    const expected = {
      kind: 'http',
      status: 400,
      code: 'JOB_NAME_TAKEN',
      params: { name: 'QA' },
      message: body.message,
      errors: [{ field: 'name', code: 'JOB_NAME_TAKEN', params: { name: 'QA' }, message: "a job named 'QA' already exists" }],
    };
    expect(await failure(client.post('api/job', {}))).toEqual({ ...expected, request: expect.anything() as unknown });
    expect(await failure(client.post('api/job', {}, { responseType: 'blob' }))).toMatchObject(expected);
  });

  it('no answer within the timeout is a timeout', async () => {
    server.use(
      mock.get('/api/hang', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(createHttpClient(() => undefined).get('api/hang', { timeout: 50 }));
    expect(error.kind).toBe('timeout');
  });

  it('no answer at all is a network error', async () => {
    server.use(mock.get('/api/down', () => HttpResponse.error()));
    expect((await failure(createHttpClient(() => undefined).get('api/down'))).kind).toBe('network');
  });

  it('a body code that is numeric and neither 1 nor 200 is a business error with msg', async () => {
    server.use(
      mock.get('/api/biz', () => HttpResponse.json({ code: 500, msg: 'Order expired' })),
      mock.get('/api/biz-ok', () => HttpResponse.json({ code: 200, data: 1 })),
      mock.get('/api/biz-1', () => HttpResponse.json({ code: 1, data: 1 })),
      mock.get('/api/biz-nomsg', () => HttpResponse.json({ code: 7 })),
    );
    const client = createHttpClient(() => undefined);
    expect(await failure(client.get('api/biz'))).toMatchObject({ kind: 'business', code: 500, message: 'Order expired' });
    expect(await failure(client.get('api/biz-nomsg'))).toMatchObject({ kind: 'business', code: 7, message: undefined });
    await expect(client.get('api/biz-ok')).resolves.toMatchObject({ status: 200 });
    await expect(client.get('api/biz-1')).resolves.toMatchObject({ status: 200 });
  });

  it('reads the message of a JSON error sent as a blob (downloads)', async () => {
    server.use(
      mock.get('/api/download', () =>
        HttpResponse.json({ status: 500, message: 'Export failed', timestamp: 'now' }, { status: 500 }),
      ),
    );
    const error = await failure(createHttpClient(() => undefined).get('api/download', { responseType: 'blob' }));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Export failed' });
  });

  it('publishes every failure for the session layer, marking silent requests', async () => {
    server.use(mock.get('/api/forbidden', () => HttpResponse.json({ status: 403, message: 'no', timestamp: 'now' }, { status: 403 })));
    const seen: HttpError[] = [];
    const sub = httpErrors$.subscribe((e) => seen.push(e));
    await failure(createHttpClient(() => undefined).get('api/forbidden', { silent: true }));
    sub.unsubscribe();
    expect(seen).toEqual([expect.objectContaining({ kind: 'http', status: 403, request: expect.objectContaining({ silent: true }) })]);
  });
});
