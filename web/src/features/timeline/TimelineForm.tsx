import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { graphql } from '../../gql';
import type { TimelineFieldsFragment } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { writeTimeline } from './timelineData';
import {
  errorsWithoutField,
  formValuesOf,
  timelineFormErrors,
  timelineInput,
  type TimelineFormValues,
} from './timelineFormValues';
import { TimeZoneSelect } from '../../components/TimeZoneSelect';
import { ZonedDateTimeInput } from '../../components/ZonedDateTimeInput';

const SetHackathonTimelineMutation = graphql(`
  mutation SetHackathonTimeline($input: SetHackathonTimelineInput!) {
    setHackathonTimeline(input: $input) {
      timeline {
        ...TimelineFields
      }
    }
  }
`);

/** Creator and manager: the hackathon's time zone and the start of each phase in it. */
export function TimelineForm({ timeline }: { timeline: TimelineFieldsFragment }) {
  const [save] = useMutation(SetHackathonTimelineMutation, {
    update: (cache, { data }) => data && writeTimeline(cache, data.setHackathonTimeline.timeline),
  });
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const form = useForm<TimelineFormValues>({
    initialValues: formValuesOf(timeline),
    validate: (values) => timelineFormErrors(values, timeline.slots),
  });

  const load = (saved: TimelineFieldsFragment) => {
    const values = formValuesOf(saved);
    form.setValues(values);
    form.resetDirty(values);
  };

  // Follow the server (a transition, another organizer) while nothing is being edited;
  // only a new timeline reloads the form.
  const followServer = useEffectEvent((saved: TimelineFieldsFragment) => {
    if (!form.isDirty()) load(saved);
  });
  useEffect(() => followServer(timeline), [timeline]);

  const submit = form.onSubmit(async (values) => {
    setOtherErrors([]);
    try {
      const { data } = await save({ variables: { input: timelineInput(timeline.hackathonId, values, timeline.slots) } });
      if (!data) return;
      load(data.setHackathonTimeline.timeline);
      notify('Timeline saved', 'success');
    } catch (error) {
      const errors = fieldErrors(error);
      form.setErrors(errors);
      setOtherErrors(errorsWithoutField(errors, timeline.slots));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          Each phase starts at the time set here, in the hackathon's time zone. A phase left empty starts only when
          advanced by hand.
        </Text>
        <TimeZoneSelect label="Time zone" {...form.getInputProps('timeZone')} />
        {timeline.slots.map(({ phase, phaseDisplay }) => (
          <ZonedDateTimeInput
            key={phase}
            label={`${phaseDisplay} starts`}
            zone={form.values.timeZone}
            clearable
            {...form.getInputProps(`phases.${phase}.startsAt`)}
          />
        ))}
        <ErrorAlert messages={otherErrors} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            Save timeline
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
