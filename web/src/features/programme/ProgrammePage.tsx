import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
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
export function ProgrammePage({ allowed, title, description, actions, children }: ProgrammePageProps) {
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
      {children(hackathon)}
    </>
  );
}
