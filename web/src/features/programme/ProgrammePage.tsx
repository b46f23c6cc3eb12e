import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import type { ProgrammeHackathonFragment } from '../../gql/graphql';
import { DASHBOARD, hackathonView } from '../../lib/paths';
import { ProgrammeHackathonQuery } from './operations';

interface ProgrammePageProps {
  /** Whether the viewer may see this page of the hackathon (its viewerCan). */
  allowed: (h: ProgrammeHackathonFragment) => boolean;
  title: string;
  description: string;
  /** The hackathon's switch for this page (Prizes, Resources): while off, participants do not see it, and organizers are told where to turn it on. */
  switchedOn?: (h: ProgrammeHackathonFragment) => boolean;
  /** The organizers' actions (an "Add" button). */
  actions?: (h: ProgrammeHackathonFragment) => ReactNode;
  children: (h: ProgrammeHackathonFragment) => ReactNode;
}

/**
 * The frame of the schedule, prizes, goals and resources pages at
 * /hackathon/{id}/...: a viewer who may not see the page goes to the
 * hackathon's detail page, or to the dashboard when the hackathon itself is
 * out of reach.
 */
export function ProgrammePage({ allowed, title, description, switchedOn, actions, children }: ProgrammePageProps) {
  const { hackathon_id: id = '' } = useParams();
  const { data, error } = useQuery(ProgrammeHackathonQuery, { variables: { id } });
  const hackathon = data?.hackathon;
  if (!hackathon && error) return <Navigate to={DASHBOARD} replace />;
  if (!hackathon) return <PageLoader />;
  if (!allowed(hackathon)) return <Navigate to={hackathonView(hackathon.id)} replace />;
  return (
    <>
      <PageHeader
        title={`${title}: ${hackathon.name}`}
        description={description}
        actions={hackathon.viewerCan.manageProgramme && actions?.(hackathon)}
      />
      {switchedOn && !switchedOn(hackathon) && hackathon.viewerCan.manageProgramme && (
        <Alert color="yellow" mb="md" title={`${title} are switched off`}>
          Participants don’t see this page, and the sidebar leaves it out.{' '}
          <Anchor component={Link} to={`/hackathon/${hackathon.id}/edit`}>
            Turn on {title} in the hackathon’s settings
          </Anchor>{' '}
          to show it.
        </Alert>
      )}
      {children(hackathon)}
    </>
  );
}
