import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import type { JudgingHackathonQuery } from '../../gql/graphql';
import { DASHBOARD, hackathonView } from '../../lib/paths';
import { JudgingHackathonQuery as Query } from './operations';

export type JudgingHackathon = NonNullable<JudgingHackathonQuery['hackathon']>;

interface JudgingFrameProps {
  /** Whether the viewer may see this page (from the server's viewerCan and flags). */
  allowed: (h: JudgingHackathon) => boolean;
  title: string;
  description: string;
  actions?: (h: JudgingHackathon) => ReactNode;
  children: (h: JudgingHackathon) => ReactNode;
}

/** The frame of the judging and popular vote pages: others go to the hackathon's page. */
export function JudgingFrame({ allowed, title, description, actions, children }: JudgingFrameProps) {
  const { hackathon_id: id = '' } = useParams();
  const { data, error } = useQuery(Query, { variables: { id } });
  const hackathon = data?.hackathon;
  if (!hackathon && error) return <Navigate to={DASHBOARD} replace />;
  if (!hackathon) return <PageLoader />;
  if (!allowed(hackathon)) return <Navigate to={hackathonView(hackathon.id)} replace />;
  return (
    <>
      <PageHeader title={`${title}: ${hackathon.name}`} description={description} actions={actions?.(hackathon)} />
      {children(hackathon)}
    </>
  );
}
