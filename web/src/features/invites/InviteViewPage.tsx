import { Button, Group } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { InviteNotFound } from './InviteAnswerPage';
import { InviteSummary } from './InviteSummary';
import { invitePath, KIND_INFO } from './kinds';
import { InviteQuery } from './operations';

/**
 * /hackathon/judging/invite/view?uid=... and the other view pages of SPEC 2.3:
 * an invite's state, read-only, with its e-mail's delivery. The invitee is
 * pointed to the page where they answer it.
 */
export function InviteViewPage() {
  const uid = new URLSearchParams(useLocation().search).get('uid') ?? '';
  const { data, error } = useQuery(InviteQuery, { variables: { uid }, skip: !uid });

  if (!uid || (!data && error)) return <InviteNotFound />;
  if (!data) return <PageLoader />;
  const { invite } = data;
  return (
    <InviteSummary invite={invite} showDelivery>
      {invite.status === 'PENDING' && invite.isForViewer && (
        <Group>
          <Button component={Link} to={invitePath(KIND_INFO[invite.kind].answerPath, invite.uid)}>
            Answer this invitation
          </Button>
        </Group>
      )}
    </InviteSummary>
  );
}
