import { Button } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { TermsVersionFragment } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session/useSession';
import { useActiveHackathon } from '../activeHackathon';
import { AcceptTermsModal, TermsStatusQuery } from '../terms';
import { forgetHackathonAccess } from './access';

const JoinHackathonMutation = graphql(`
  mutation JoinHackathon($input: JoinHackathonInput!) {
    joinHackathon(input: $input) {
      hackathon {
        id
        name
        ...HackathonRoles
        termsOutstanding
        myCheckInCode
        viewerCan {
          ...ViewerCan
        }
      }
    }
  }
`);

interface JoinHackathonButtonProps {
  hackathonId: string;
  /** The share link's token, for invite-only hackathons. */
  inviteToken: string | null;
  /** The hackathon's requireTermsAcceptance flag. */
  requireTerms: boolean;
}

/**
 * Registers the user as a participant; a first hackathon becomes the active
 * one. When the hackathon requires terms and has published some, they are
 * shown first, and accepting them joins (the server records both at once).
 */
export function JoinHackathonButton({ hackathonId, inviteToken, requireTerms }: JoinHackathonButtonProps) {
  const userId = useSession().user.id ?? '';
  const client = useApolloClient();
  const { adoptIfNone } = useActiveHackathon();
  const [join, { loading }] = useMutation(JoinHackathonMutation);
  const [terms, setTerms] = useState<TermsVersionFragment | null>(null);
  const [checking, setChecking] = useState(false);

  const joinWith = async (acceptTermsId: string | null) => {
    try {
      const { data } = await join({ variables: { input: { hackathonId, inviteToken, acceptTermsId } } });
      const hackathon = data?.joinHackathon.hackathon;
      if (!hackathon) return;
      setTerms(null);
      forgetHackathonAccess(userId, hackathonId);
      adoptIfNone(hackathon);
      notify(`You joined ${hackathon.name}`, 'success');
    } catch (failure) {
      // The error link shows the others; this form has no field to show one under.
      const [message] = Object.values(fieldErrors(failure));
      if (message) notify(message, 'danger');
      setTerms(null);
    }
  };

  const onJoin = async () => {
    if (!requireTerms) return joinWith(null);
    setChecking(true);
    try {
      const { data } = await client.query({ query: TermsStatusQuery, variables: { hackathonId, inviteToken }, fetchPolicy: 'network-only' });
      const status = data?.termsStatus;
      if (status?.outstanding && status.latest) setTerms(status.latest);
      else await joinWith(null);
    } catch {
      // The error link has shown why.
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Button size="md" loading={loading || checking} onClick={() => void onJoin()}>
        Join hackathon
      </Button>
      <AcceptTermsModal
        terms={terms}
        loading={loading}
        acceptLabel="Accept and join"
        onClose={() => setTerms(null)}
        onAccept={() => void joinWith(terms?.id ?? null)}
      />
    </>
  );
}
