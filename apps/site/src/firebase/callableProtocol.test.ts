import { describe, expect, it, vi } from 'vitest';
import { CallableError, postCallable, resultOfAnswer } from './callableProtocol';

const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as CallableError;
  }
  throw new Error('no error');
};

describe('a callable answer read as the Firebase SDK reads it', () => {
  it('gives the result, with wrapped 64-bit integers as numbers', () => {
    expect(resultOfAnswer(200, { result: { cities: [{ name: 'Lisbon' }] } })).toEqual({
      cities: [{ name: 'Lisbon' }],
    });
    expect(
      resultOfAnswer(200, {
        result: {
          count: { '@type': 'type.googleapis.com/google.protobuf.Int64Value', value: '7' },
        },
      }),
    ).toEqual({ count: 7 });
    expect(resultOfAnswer(200, { result: null })).toBeNull();
  });

  it('throws the protocol error with the SDK code, message and details', () => {
    const error = errorOf(() =>
      resultOfAnswer(400, {
        error: {
          status: 'INVALID_ARGUMENT',
          message: 'Enter a city.',
          details: { field: 'query' },
        },
      }),
    );
    expect(error).toBeInstanceOf(CallableError);
    expect(error).toMatchObject({
      code: 'functions/invalid-argument',
      message: 'Enter a city.',
      details: { field: 'query' },
    });
    expect(
      errorOf(() => resultOfAnswer(429, { error: { status: 'RESOURCE_EXHAUSTED' } })),
    ).toMatchObject({ code: 'functions/resource-exhausted', message: 'RESOURCE_EXHAUSTED' });
  });

  it('reads an answer without a protocol error by its HTTP status', () => {
    expect(errorOf(() => resultOfAnswer(404, null))).toMatchObject({ code: 'functions/not-found' });
    expect(errorOf(() => resultOfAnswer(503, 'Service Unavailable'))).toMatchObject({
      code: 'functions/unavailable',
    });
    expect(errorOf(() => resultOfAnswer(418, null))).toMatchObject({ code: 'functions/unknown' });
    expect(errorOf(() => resultOfAnswer(200, {}))).toMatchObject({
      code: 'functions/internal',
      message: 'Response is missing data field.',
    });
    expect(errorOf(() => resultOfAnswer(400, { error: { status: 'NONSENSE' } }))).toMatchObject({
      code: 'functions/internal',
    });
  });
});

describe('posting a callable without the SDK', () => {
  it('posts { data } as JSON to the function and returns its result', async () => {
    const fetchAnswer = vi.fn(async () => Response.json({ result: { ip: '192.0.2.1' } }));
    expect(await postCallable('get-client-ip', {}, fetchAnswer)).toEqual({ ip: '192.0.2.1' });
    const [url, init] = fetchAnswer.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/us-central1.*\/get-client-ip$/);
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init.body as string)).toEqual({ data: {} });
  });

  it('answers "internal" when the request gets no answer, as the SDK does', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(postCallable('get-client-ip', {}, offline)).rejects.toMatchObject({
      code: 'functions/internal',
    });
  });

  it('reads a refusal that is not JSON by its status', async () => {
    const refused = vi.fn(async () => new Response('Bad Request', { status: 400 }));
    await expect(postCallable('city-suggestions', { query: '' }, refused)).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
  });
});
