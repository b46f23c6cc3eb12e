import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput, Textarea, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import { MarkdownInput } from '../../components/MarkdownInput';
import { TimeZoneSelect } from '../../components/TimeZoneSelect';
import { ZonedDateTimeInput } from '../../components/ZonedDateTimeInput';
import { ALLOWED_PARTICIPANTS, FLAG_LABELS, FLAGS, type HackathonFormValues } from './hackathonFormValues';

interface HackathonFormProps {
  form: UseFormReturnType<HackathonFormValues>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The organization select; only at creation. */
  organizationField?: ReactNode;
  /** Gamification can be chosen at creation only. */
  gamificationLocked?: boolean;
}

/** The fields of a hackathon, shared by create and edit. */
export function HackathonForm({ form, onSubmit, submitLabel, organizationField, gamificationLocked = false }: HackathonFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Card withBorder padding="lg">
          <Stack>
            <Title order={3}>Basics</Title>
            <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
            {organizationField}
            <Textarea label="Short description" autosize minRows={2} {...form.getInputProps('description')} />
            <MarkdownInput label="Full description" description="What it is about, who it is for, what to bring." {...form.getInputProps('detailDescription')} />
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack>
            <Title order={3}>Participants</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Who can take part"
                withAsterisk
                allowDeselect={false}
                data={ALLOWED_PARTICIPANTS}
                {...form.getInputProps('allowedParticipants')}
              />
              <NumberInput label="Maximum team size" withAsterisk min={1} {...form.getInputProps('maxTeamSize')} />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack>
            <Title order={3}>Dates</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TimeZoneSelect label="Time zone" withAsterisk {...form.getInputProps('timeZone')} />
              <ZonedDateTimeInput label="Start" withAsterisk zone={form.values.timeZone} {...form.getInputProps('startDatetime')} />
              <ZonedDateTimeInput label="End" withAsterisk zone={form.values.timeZone} {...form.getInputProps('endDatetime')} />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack>
            <Title order={3}>Features</Title>
            <Switch
              label="Gamification (competitions and leaderboards)"
              description={gamificationLocked ? 'Chosen when the hackathon was created.' : 'Can only be chosen now, at creation.'}
              disabled={gamificationLocked}
              {...form.getInputProps('hasGameification', { type: 'checkbox' })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {FLAGS.map((flag) => (
                <Switch key={flag} label={FLAG_LABELS[flag]} {...form.getInputProps(`flags.${flag}`, { type: 'checkbox' })} />
              ))}
            </SimpleGrid>
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
