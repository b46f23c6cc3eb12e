import { Button, Card, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@apollo/client/react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { hackathonTeam, hackathonView } from '../../lib/paths';
import { CreateTeamGateQuery, CreateTeamMutation, SetLookingForTeamMutation } from './operations';
import { TeamsList } from './TeamsList';
import { TeamSuggestions } from './TeamSuggestions';

export const MAX_TEAM_NAME = 100;

/**
 * /hackathon/{id}/teams/create. SPEC 2.4: in PLANNING and REGISTRATION_OPEN
 * (when the server says the viewer may not form a team) the user goes to the
 * hackathon's page; someone with a team goes to it; a failed check lets them
 * proceed.
 */
export function CreateTeamPage() {
  const { hackathon_id: hackathonId = '' } = useParams();
  const { data, loading } = useQuery(CreateTeamGateQuery, { variables: { hackathonId }, fetchPolicy: 'network-only' });
  if (loading) return <PageLoader label="Checking your team" />;
  const hackathon = data?.hackathon;
  if (hackathon && !hackathon.viewerCan.createTeam) return <Navigate to={hackathonView(hackathonId)} replace />;
  if (hackathon?.myTeam) return <Navigate to={hackathonTeam(hackathonId, hackathon.myTeam.id)} replace />;
  return (
    <Stack gap="lg">
      <PageHeader title="Create Team" description={hackathon ? `Form a team for ${hackathon.name}, or ask to join one.` : undefined} />
      <CreateTeamForm hackathonId={hackathonId} />
      {hackathon?.isParticipant && <LookingForTeam hackathonId={hackathonId} looking={hackathon.lookingForTeam} />}
      {hackathon?.isParticipant && <TeamSuggestions hackathonId={hackathonId} />}
      {hackathon?.showTeams && <TeamsList hackathonId={hackathonId} maxTeamSize={hackathon.maxTeamSize} />}
    </Stack>
  );
}

function CreateTeamForm({ hackathonId }: { hackathonId: string }) {
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { name: '' },
    validate: {
      name: (v) => {
        if (!v.trim()) return 'This field is required.';
        return v.trim().length > MAX_TEAM_NAME ? `Ensure this field has no more than ${MAX_TEAM_NAME} characters.` : null;
      },
    },
  });
  const [create] = useMutation(CreateTeamMutation, { refetchQueries: ['SidebarHackathon'] });
  const submit = form.onSubmit(async ({ name }) => {
    try {
      const result = await create({ variables: { input: { hackathonId, name: name.trim() } } });
      const team = result.data?.createTeam.team;
      if (!team) return;
      notify(`${team.name} created`, 'success');
      void navigate(hackathonTeam(hackathonId, team.id));
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
    }
  });
  return (
    <Card withBorder padding="lg" component="section" aria-label="New team">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Team name" required maxLength={MAX_TEAM_NAME} {...form.getInputProps('name')} />
          <Text size="sm" c="dimmed">
            You become the team's admin: you accept who joins.
          </Text>
          <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
            Create team
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

function LookingForTeam({ hackathonId, looking }: { hackathonId: string; looking: boolean }) {
  const [set, { loading }] = useMutation(SetLookingForTeamMutation);
  return (
    <Switch
      label="I am looking for a team"
      description="Teams see you first among their suggested teammates."
      checked={looking}
      disabled={loading}
      onChange={(event) => {
        set({ variables: { input: { hackathonId, looking: event.currentTarget.checked } } }).catch(() => undefined);
      }}
    />
  );
}
