import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ParticipantDetailsFragment } from '../../gql/graphql';

type Details = ParticipantDetailsFragment;

const NONE_YET = 'None yet.';

const TEAM_ROLE_LABELS: Record<string, string> = { ADMIN: 'Admin', MEMBER: 'Member' };
const TEAM_STATUS_LABELS: Record<string, string> = { REMOVED: 'removed', LEFT: 'left' };

/** A titled card of the participant page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function NoneYet() {
  return <Text c="dimmed">{NONE_YET}</Text>;
}

/** City and bio from the hackathon profile. */
export function ProfileSection({ profile }: { profile: Details['profile'] }) {
  if (!profile?.city && !profile?.bio) {
    return (
      <Section title="Profile">
        <NoneYet />
      </Section>
    );
  }
  return (
    <Section title="Profile">
      <Stack gap={4}>
        {profile.city && <Text>City: {profile.city}</Text>}
        {profile.bio && <Text style={{ whiteSpace: 'pre-wrap' }}>{profile.bio}</Text>}
      </Stack>
    </Section>
  );
}

export function SkillsSection({ profile }: { profile: Details['profile'] }) {
  const skills = profile?.skills ?? [];
  return (
    <Section title="Skills">
      {skills.length === 0 ? (
        <NoneYet />
      ) : (
        <Group gap={6}>
          {skills.map((skill) => (
            <Badge key={skill.id} variant="light">
              {skill.name}
            </Badge>
          ))}
        </Group>
      )}
    </Section>
  );
}

/** GitHub, OfferZen and LinkedIn, those filled in. */
export function LinksSection({ profile }: { profile: Details['profile'] }) {
  const links = [
    { label: 'GitHub', url: profile?.githubUrl },
    { label: 'OfferZen', url: profile?.offerzenUrl },
    { label: 'LinkedIn', url: profile?.linkedinUrl },
  ].filter((link): link is { label: string; url: string } => Boolean(link.url));
  return (
    <Section title="Links">
      {links.length === 0 ? (
        <NoneYet />
      ) : (
        <Stack gap={4}>
          {links.map((link) => (
            <Anchor key={link.label} href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
            </Anchor>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** The teams they belong or belonged to, with their role. */
export function TeamsSection({ teams }: { teams: Details['teams'] }) {
  return (
    <Section title="Teams">
      {teams.length === 0 ? (
        <NoneYet />
      ) : (
        <List listStyleType="none" spacing={4}>
          {teams.map((team) => (
            <List.Item key={team.teamId}>
              <Text span fw={600}>
                {team.name}
              </Text>{' '}
              · {TEAM_ROLE_LABELS[team.role] ?? team.role}
              {TEAM_STATUS_LABELS[team.status] && <Text span c="dimmed">{` (${TEAM_STATUS_LABELS[team.status]})`}</Text>}
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}

/** Whether the person also mentors this hackathon. */
export function MentorSection({ mentorStatus }: { mentorStatus: Details['mentorStatus'] }) {
  return (
    <Section title="Mentoring">
      {mentorStatus ? (
        <Badge variant="light" color={mentorStatus === 'ACTIVE' ? 'teal' : 'gray'}>
          {mentorStatus === 'ACTIVE' ? 'Active mentor' : 'Inactive mentor'}
        </Badge>
      ) : (
        <Text c="dimmed">Not a mentor here.</Text>
      )}
    </Section>
  );
}

/** Ideas come with the ideas capability. */
const UNDECIDED_LABELS: Record<string, string> = { PENDING: 'awaiting approval', REJECTED: 'not approved' };

/** Their ideas in this hackathon, each linking to its page. */
export function IdeasSection({ hackathonId, ideas }: { hackathonId: string; ideas: Details['ideas'] }) {
  return (
    <Section title="Ideas">
      {ideas.length === 0 ? (
        <NoneYet />
      ) : (
        <List listStyleType="none" spacing={4}>
          {ideas.map((idea) => {
            const undecided = idea.approval && UNDECIDED_LABELS[idea.approval.state.name];
            return (
              <List.Item key={idea.id}>
                <Anchor component={Link} to={`/hackathon/${hackathonId}/idea/${idea.id}/view`} fw={600}>
                  {idea.name}
                </Anchor>
                {undecided && <Text span c="dimmed">{` (${undecided})`}</Text>}
              </List.Item>
            );
          })}
        </List>
      )}
    </Section>
  );
}
