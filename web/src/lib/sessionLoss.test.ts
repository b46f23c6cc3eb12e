import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator, setRouteNamedCheck } from './navigation';
import { session } from './session/store';
import { endSession } from './sessionLoss';

afterEach(() => {
  setRouteNamedCheck(() => true);
  session.logout();
});

describe('endSession', () => {
  it('spares an unnamed route when the token is dead, but not a session-loss status', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    window.history.replaceState(null, '', '/tnc');
    setRouteNamedCheck((path) => path !== '/tnc');
    session.login('tok');

    endSession('/logout', { exemptUnnamed: true });
    expect(session.get().loggedIn).toBe(true);
    expect(navigate).not.toHaveBeenCalled();

    endSession('/login-expired');
    expect(session.get().loggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login-expired');
  });

  it('logs out on a named route', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    window.history.replaceState(null, '', '/hackathon/5/detail');
    session.login('tok');
    endSession('/logout', { exemptUnnamed: true });
    expect(session.get().loggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/logout');
  });
});
