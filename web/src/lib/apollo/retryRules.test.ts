import { describe, expect, it, vi } from 'vitest';
import { disconnectNotifier } from './disconnectNotice';
import { isNetworkFailure } from './networkFailure';
import { statusMessage } from './networkStatus';
import * as notice from '../notify';

describe('isNetworkFailure', () => {
  it.each(['Failed to fetch', 'Network request failed'])('retries "%s"', (message) => {
    expect(isNetworkFailure(new TypeError(message))).toBe(true);
  });

  it('never retries an HTTP answer', () => {
    expect(isNetworkFailure(new Error('Response not successful: Received status code 401'))).toBe(false);
    expect(isNetworkFailure(new Error('Failed to fetch: status code 404'))).toBe(false);
    expect(isNetworkFailure(new Error('Something else'))).toBe(false);
  });
});

describe('statusMessage', () => {
  it('falls back for statuses without their own text', () => {
    expect(statusMessage(522)).toBe('Request timed out');
    expect(statusMessage(409)).toBe('Error: Something went wrong, please try again.');
  });

  it('asks to try again later while the server cannot reach a service', () => {
    expect(statusMessage(503)).toBe('Hackforge cannot reach one of its services right now. Please try again in a minute.');
  });
});

describe('disconnectNotifier', () => {
  it('shows at most one notice per throttle window', () => {
    const show = vi.spyOn(notice, 'notify').mockImplementation(() => {});
    let now = 0;
    const notifyDisconnected = disconnectNotifier(30_000, () => now);
    notifyDisconnected();
    now = 29_999;
    notifyDisconnected();
    expect(show).toHaveBeenCalledTimes(1);
    now = 30_000;
    notifyDisconnected();
    expect(show).toHaveBeenCalledTimes(2);
    expect(show).toHaveBeenLastCalledWith('Seems like you are disconnected from the internet.', 'danger', 20_000);
  });
});
