import { useQuery } from '@apollo/client/react';
import { Navigate, Outlet, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { IdeasHackathonQuery } from './operations';
import { ideaPaths } from './paths';

/**
 * The ideas routes' guard (SPEC 2.4): the hackathon must require ideas;
 * otherwise, and when the check fails, the hackathon's detail page.
 */
export function RequireIdeas() {
  const { hackathon_id: id = '' } = useParams();
  const { data, loading, error } = useQuery(IdeasHackathonQuery, { variables: { id } });
  if (loading && !data) return <PageLoader label="Checking ideas" />;
  if (error || !data?.hackathon.ideasRequired) return <Navigate to={ideaPaths.detail(id)} replace />;
  return <Outlet />;
}
