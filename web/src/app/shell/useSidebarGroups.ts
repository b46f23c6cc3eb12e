import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useActiveHackathon } from '../../features/activeHackathon';
import { useFeatureToggle } from '../../features/featureToggles';
import { usePendingApprovals } from '../../features/ideas';
import { MyOrganizationsQuery } from '../../features/organizations';
import { sidebarGroups, type SidebarGroup } from './sidebarItems';

const SidebarHackathonQuery = graphql(`
  query SidebarHackathon($id: ID!) {
    hackathon(id: $id) {
      ...SidebarHackathon
    }
  }
`);

/** Whether talent criteria exist (My Talent Ratings), asked only of those with the Ratings items. */
const SidebarRatingsQuery = graphql(`
  query SidebarRatings($id: ID!) {
    hackathon(id: $id) {
      id
      hasRatingItemTemplates
    }
  }
`);

/** The sidebar's groups for the active hackathon, the user's roles, organizations and the feature toggles. */
export function useSidebarGroups(): SidebarGroup[] {
  const { active } = useActiveHackathon();
  const { data } = useQuery(SidebarHackathonQuery, { variables: { id: active?.id ?? '' }, skip: !active });
  const organizations = useQuery(MyOrganizationsQuery).data?.organizations ?? [];
  const features = {
    talentRatings: useFeatureToggle('talent_ratings'),
    gamification: useFeatureToggle('gamification'),
    innovations: useFeatureToggle('innovations'),
    organizationPage: useFeatureToggle('organization_page'),
  };
  const hackathon = active && data?.hackathon.id === active.id ? data.hackathon : null;
  const ratings = useQuery(SidebarRatingsQuery, {
    variables: { id: hackathon?.id ?? '' },
    skip: !hackathon?.viewerCan.manageRatings || !features.talentRatings,
  });
  const pendingApprovals = usePendingApprovals(hackathon?.id ?? null, hackathon?.viewerCan.approveIdeas ?? false);
  return sidebarGroups({
    hackathon,
    features,
    organizationId: organizations[0]?.id ?? null,
    myTeamId: hackathon?.myTeam?.id ?? null,
    pendingApprovals,
    hasRatingItemTemplates: (hackathon && ratings.data?.hackathon.id === hackathon.id && ratings.data.hackathon.hasRatingItemTemplates) || false,
  });
}
