import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { hackathonView } from '../../lib/paths';
import { session } from '../../lib/session/store';
import type { ActiveHackathon } from '../../lib/session/types';
import { useSession } from '../../lib/session/useSession';
import { ActiveHackathonContext, type ActiveHackathonState } from './ActiveHackathonContext';
import { chooseActiveHackathon } from './chooseActiveHackathon';
import { SwitchHackathonModal } from './SwitchHackathonModal';

const MyHackathonsQuery = graphql(`
  query MyHackathons {
    hackathons(filter: MINE, first: 100) {
      items {
        id
        name
      }
    }
  }
`);

/** The active hackathon of SPEC 4, kept in the session, and the switch confirmation of SPEC 2.8. */
export function ActiveHackathonProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { activeHackathon } = useSession();
  const [status, setStatus] = useState<ActiveHackathonState['status']>('choosing');
  const [pending, setPending] = useState<ActiveHackathon | null>(null);
  const [opened, setOpened] = useState(false);

  // The choice at load.
  useEffect(() => {
    let current = true;
    client
      .query({ query: MyHackathonsQuery, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!current || !data) return;
        session.setActiveHackathon(chooseActiveHackathon(session.get().activeHackathon, data.hackathons.items));
        setStatus('ready');
      })
      .catch(() => current && setStatus('failed'));
    return () => {
      current = false;
    };
  }, [client]);

  const requestSwitch = useCallback((hackathon: ActiveHackathon) => {
    const active = session.get().activeHackathon;
    if (!active) {
      session.setActiveHackathon(hackathon);
    } else if (active.id !== hackathon.id) {
      setPending(hackathon);
      setOpened(true);
    }
  }, []);

  const adoptIfNone = useCallback((hackathon: ActiveHackathon) => {
    if (!session.get().activeHackathon) session.setActiveHackathon({ id: hackathon.id, name: hackathon.name });
  }, []);

  const activate = useCallback((hackathon: ActiveHackathon) => {
    session.setActiveHackathon({ id: hackathon.id, name: hackathon.name });
  }, []);

  const confirm = () => {
    setOpened(false);
    if (!pending) return;
    session.setActiveHackathon({ id: pending.id, name: pending.name });
    void navigate(hackathonView(pending.id));
  };

  const value = useMemo(
    () => ({ active: activeHackathon, status, requestSwitch, adoptIfNone, activate }),
    [activeHackathon, status, requestSwitch, adoptIfNone, activate],
  );

  return (
    <ActiveHackathonContext value={value}>
      {children}
      <SwitchHackathonModal opened={opened} hackathonName={pending?.name ?? ''} onCancel={() => setOpened(false)} onConfirm={confirm} />
    </ActiveHackathonContext>
  );
}
