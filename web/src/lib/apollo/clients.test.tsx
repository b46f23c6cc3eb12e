import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { setNavigator } from '../navigation';
import { session } from '../session/store';
import { authClient, publicClient } from './clients';
import { DISCONNECT_MESSAGE } from './disconnectNotice';

const navigate = vi.fn();
// Any query will do: these tests are about the clients, not an operation.
const probeQuery = { query: parse('query Probe { me { id } }'), fetchPolicy: 'network-only' } as const;

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  window.history.replaceState(null, '', '/');
  render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
});

afterEach(() => vi.useRealTimers());

describe('authenticated client', () => {
  it('posts to /gql with "Authorization: Token <t>"', async () => {
    session.login('tok-9');
    const { requests } = mockFetch({
      'POST /gql Probe': () => json(200, { data: { me: { __typename: 'User', id: '1' } } }),
    });
    await authClient.query(probeQuery);
    expect(requests[0].headers.get('Authorization')).toBe('Token tok-9');
  });

  it('shows each GraphQL error as a notice', async () => {
    mockFetch({
      'POST /gql Probe': () => json(200, { data: null, errors: [{ message: 'First problem' }, { message: 'Second problem' }] }),
    });
    await authClient.query(probeQuery).catch(() => {});
    expect(await screen.findByText('First problem')).toBeInTheDocument();
    expect(screen.getByText('Second problem')).toBeInTheDocument();
  });

  it('leaves errors that name an input field to the form', async () => {
    const fieldError = { message: 'The end must be after the start.', extensions: { code: 'BAD_USER_INPUT', field: 'endDatetime' } };
    mockFetch({
      'POST /gql Probe': () => json(200, { data: null, errors: [fieldError, { message: 'Other problem' }] }),
    });
    await authClient.query(probeQuery).catch(() => {});
    expect(await screen.findByText('Other problem')).toBeInTheDocument();
    expect(screen.queryByText('The end must be after the start.')).not.toBeInTheDocument();
  });

  it('a 401 shows its message, logs out and goes to /login-expired', async () => {
    session.login('tok');
    const { fetchMock } = mockFetch({ 'POST /gql Probe': () => json(401, {}) });
    await expect(authClient.query(probeQuery)).rejects.toThrow();
    expect(await screen.findByText('Unauthorised, please log in')).toBeInTheDocument();
    expect(session.get().loggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login-expired');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a 401 for a token replaced by a refresh meanwhile keeps the session', async () => {
    session.login('old');
    let answer: (response: Response) => void = () => {};
    mockFetch({ 'POST /gql Probe': () => new Promise((resolve) => (answer = resolve)) });
    const call = authClient.query(probeQuery).catch(() => {});
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    session.refreshed('new');
    answer(json(401, {}));
    await call;
    expect(session.get()).toMatchObject({ loggedIn: true, token: 'new' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    [403, 'Forbidden, you may not have permissions to perform this action'],
    [404, 'Request not successful, endpoint not found'],
    [413, 'Payload too large, please attempt again with a smaller payload'],
    [418, 'The server refuses the attempt to brew coffee with a teapot'],
    [500, 'Error: Something went wrong, please try again.'],
  ])('%i shows "%s", keeps the session and is not retried', async (status, message) => {
    session.login('tok');
    const { fetchMock } = mockFetch({ 'POST /gql Probe': () => json(status, {}) });
    await expect(authClient.query(probeQuery)).rejects.toThrow();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(session.get().loggedIn).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a network failure 3 times and shows the disconnect notice once', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const result = authClient.query(probeQuery).catch((error: unknown) => error);
    // Jittered delays of at most 2 + 4 + 8 s; the notice itself stays 20 s.
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await result).toBeInstanceOf(Error);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    vi.useRealTimers();
    expect(await screen.findAllByText(DISCONNECT_MESSAGE)).toHaveLength(1);
  });
});

describe('public client', () => {
  it('posts to /u-gql without a token', async () => {
    session.login('tok');
    const { requests } = mockFetch({
      'POST /u-gql Probe': () => json(200, { data: { me: { __typename: 'User', id: '1' } } }),
    });
    await publicClient.query(probeQuery);
    expect(requests[0].headers.get('Authorization')).toBeNull();
  });

  it('keeps retrying network failures past the authenticated limit', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(json(200, { data: { me: { __typename: 'User', id: '1' } } }));
    vi.stubGlobal('fetch', fetchMock);
    const result = publicClient.query(probeQuery);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toMatchObject({ data: { me: { id: '1' } } });
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });
});

describe('logout', () => {
  it('empties the authenticated cache', async () => {
    session.login('tok');
    mockFetch({
      'POST /gql Probe': () => json(200, { data: { me: { __typename: 'User', id: '1' } } }),
    });
    await authClient.query(probeQuery);
    expect(authClient.cache.extract()).not.toEqual({});
    session.logout();
    await vi.waitFor(() => expect(authClient.cache.extract()).toEqual({}));
  });
});
