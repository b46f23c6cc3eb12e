import { Alert, Badge, Card, Group, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import type { ParticipantQuery as ParticipantData, ParticipantStatus } from '../../gql/graphql';

import { AttendanceSection } from './AttendanceSection';
import { ParticipantQuery } from './operations';
import { IdeasSection, LinksSection, MentorSection, ProfileSection, SkillsSection, TeamsSection } from './ProfileSections';
import { STATUS_LABELS, STATUS_OPTIONS } from './statuses';
import { useUpdateParticipant } from './useUpdateParticipant';
import { formatDateTime } from '../../lib/dates';

/** /hackathon/{id}/participants/{participantId}: one participant's profile, attendance, teams, status and ban. */
export function ParticipantPage() {
  const { hackathon_id: hackathonId = '', participant_id: id = '' } = useParams();
  const { data, loading, error } = useQuery(ParticipantQuery, { variables: { hackathonId, id } });
  const participant = data?.participant;
  return (
    <QueryState loading={loading && !data} error={error} errorText="Unable to load this participant.">
      {participant && data && <ParticipantProfile participant={participant} hackathon={data.hackathon} />}
    </QueryState>
  );
}

interface ParticipantProfileProps {
  participant: NonNullable<ParticipantData['participant']>;
  hackathon: ParticipantData['hackathon'];
}

function ParticipantProfile({ participant, hackathon }: ParticipantProfileProps) {
  const canManage = hackathon.viewerCan.manage;
  const update = useUpdateParticipant();
  const { person } = participant;
  return (
    <Stack gap="lg">
      <PageHeader title={person.displayName} description={person.email ?? undefined} />
      {participant.banned && (
        <Alert color="red" title="Banned">
          {person.displayName} is banned from this hackathon and cannot use its participant features.
        </Alert>
      )}
      <Card withBorder padding="lg">
        <Group gap="xl" align="flex-end">
          {canManage ? (
            <Select
              label="Status"
              allowDeselect={false}
              data={STATUS_OPTIONS}
              value={participant.status}
              onChange={(value) => value && void update(participant, { status: value as ParticipantStatus })}
            />
          ) : (
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                Status
              </Text>
              <Badge variant="light">{STATUS_LABELS[participant.status]}</Badge>
            </Stack>
          )}
          {canManage && (
            <Switch
              label="Banned"
              checked={participant.banned}
              onChange={(event) => void update(participant, { banned: event.currentTarget.checked })}
            />
          )}
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Registered
            </Text>
            <Text>{formatDateTime(participant.registeredAt)}</Text>
          </Stack>
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <ProfileSection profile={participant.profile} />
        <SkillsSection profile={participant.profile} />
        <LinksSection profile={participant.profile} />
      </SimpleGrid>
      <AttendanceSection
        participantId={participant.id}
        days={hackathon.days}
        today={hackathon.today}
        attendances={participant.attendances}
        daysPresent={participant.daysPresent}
        canManage={canManage}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TeamsSection teams={participant.teams} />
        <MentorSection mentorStatus={participant.mentorStatus} />
        <IdeasSection hackathonId={hackathon.id} ideas={participant.ideas} />
      </SimpleGrid>
    </Stack>
  );
}
