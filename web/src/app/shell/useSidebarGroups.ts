import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useFeatureToggle } from '../../features/featureToggles';
import { usePendingApprovals } from '../../features/ideas';
import { useCurrentOrganization } from '../../features/organizations';
import { useShownHackathon } from './shownHackathon';
import { sidebarGroups, type SidebarGroup } from './sidebarItems';

/** Whether talent criteria exist (My Talent Ratings), asked only of those with the Ratings items. */
const SidebarRatingsQuery = graphql(`
  query SidebarRatings($id: ID!) {
    hackathon(id: $id) {
      id
      hasRatingItemTemplates
    }
  }
`);

/** The sidebar's groups for the hackathon shown (the URL's, else the active one), the organization shown (the URL's, else the one last chosen) and the feature toggles. */
export function useSidebarGroups(): SidebarGroup[] {
  const { hackathon } = useShownHackathon();
  const organization = useCurrentOrganization().current;
  const features = {
    talentRatings: useFeatureToggle('talent_ratings'),
    gamification: useFeatureToggle('gamification'),
    innovations: useFeatureToggle('innovations'),
    organizationPage: useFeatureToggle('organization_page'),
  };
  const ratings = useQuery(SidebarRatingsQuery, {
    variables: { id: hackathon?.id ?? '' },
    skip: !hackathon?.viewerCan.manageRatings || !features.talentRatings,
  });
  const pendingApprovals = usePendingApprovals(hackathon?.id ?? null, hackathon?.viewerCan.approveIdeas ?? false);
  return sidebarGroups({
    hackathon,
    features,
    organizationId: organization?.id ?? null,
    myTeamId: hackathon?.myTeam?.id ?? null,
    pendingApprovals,
    hasRatingItemTemplates: (hackathon && ratings.data?.hackathon.id === hackathon.id && ratings.data.hackathon.hasRatingItemTemplates) || false,
  });
}
