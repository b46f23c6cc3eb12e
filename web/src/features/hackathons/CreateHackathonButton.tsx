import { Button } from '@mantine/core';
import { Link } from 'react-router';

export function CreateHackathonButton() {
  return (
    <Button component={Link} to="/hackathon/create">
      Create hackathon
    </Button>
  );
}
