import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ideaPaths } from './paths';

/** "Propose an idea": the idea form of the hackathon, empty. */
export function ProposeIdeaButton({ hackathonId }: { hackathonId: string }) {
  return (
    <Button component={Link} to={ideaPaths.create(hackathonId)}>
      Propose an idea
    </Button>
  );
}
