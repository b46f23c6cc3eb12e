import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { onboardingDestination } from './destination';
import { WelcomeFrame } from './WelcomeFrame';

/** /welcome/complete-hackathon-profile: leads to the hackathon profile form (/hackathon/profile). */
export function CompleteHackathonProfilePage() {
  const { search } = useLocation();
  return (
    <WelcomeFrame title="Complete your hackathon profile" intro="Organizers, mentors and teams see it in every hackathon you join.">
      <Stack>
        <Text>Add your GitHub, LinkedIn or OfferZen links, your city, a short bio and your skills, so that teams can find you.</Text>
        <Group justify="space-between">
          <Anchor component={Link} to={onboardingDestination(search)} size="sm">
            Later
          </Anchor>
          <Button component={Link} to="/hackathon/profile">
            Complete my hackathon profile
          </Button>
        </Group>
      </Stack>
    </WelcomeFrame>
  );
}
