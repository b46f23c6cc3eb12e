import { NumberInput, SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { FormModal } from '../../components/FormModal';
import { MarkdownInput } from '../../components/MarkdownInput';
import { ZonedDateTimeInput } from '../../components/ZonedDateTimeInput';
import type { AnnouncementFieldsFragment, AnnouncementsPageQuery } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { AUDIENCES, announcementErrors, announcementInput, announcementValues, type AnnouncementValues } from './announcementForm';
import { ScheduleAnnouncementMutation, UpdateAnnouncementMutation } from './operations';

interface AnnouncementModalProps {
  hackathon: AnnouncementsPageQuery['hackathon'];
  slots: AnnouncementsPageQuery['hackathonTimeline']['slots'];
  /** The announcement to edit; null writes a new one. */
  announcement: AnnouncementFieldsFragment | null;
  onClose: () => void;
}

/** Writes or edits an announcement: its text, who it goes to, and when (in the hackathon's zone, or relative to a phase). */
export function AnnouncementModal({ hackathon, slots, announcement, onClose }: AnnouncementModalProps) {
  const zone = hackathon.timeZone;
  const form = useForm<AnnouncementValues>({ initialValues: announcementValues(announcement, zone), validate: announcementErrors });
  const [schedule] = useMutation(ScheduleAnnouncementMutation, { refetchQueries: ['Announcements'] });
  const [update] = useMutation(UpdateAnnouncementMutation);
  const phases = slots.filter((s) => s.startsAt).map((s) => ({ value: s.phase, label: s.phaseDisplay }));

  const submit = form.onSubmit(async (values) => {
    const fields = announcementInput(values, zone);
    try {
      if (announcement) await update({ variables: { input: { id: announcement.id, ...fields } } });
      else await schedule({ variables: { input: { hackathonId: hackathon.id, ...fields } } });
      notify(announcement ? 'Announcement saved' : 'Announcement scheduled', 'success');
      onClose();
    } catch (failure) {
      const errors = fieldErrors(failure);
      // The server names the offset for a relative time outside the hackathon: show it by the phase's fields.
      form.setErrors(errors.offsetMinutes ? { ...errors, amount: errors.offsetMinutes } : errors);
    }
  });

  return (
    <FormModal
      title={announcement ? 'Edit the announcement' : 'New announcement'}
      submitLabel={announcement ? 'Save' : 'Schedule'}
      submitting={form.submitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput label="Title" required maxLength={120} {...form.getInputProps('title')} />
      <MarkdownInput label="Message" required autosize minRows={4} {...form.getInputProps('body')} />
      <Select label="Send to" required data={AUDIENCES} allowDeselect={false} {...form.getInputProps('audience')} />
      <SegmentedControl
        aria-label="When it goes"
        data={[
          { value: 'AT', label: 'At a time' },
          { value: 'RELATIVE', label: 'Relative to a phase' },
        ]}
        {...form.getInputProps('when')}
      />
      {form.values.when === 'AT' ? (
        <ZonedDateTimeInput label="Send at" required zone={zone} {...form.getInputProps('sendAt')} />
      ) : (
        <>
          <Select
            label="Phase"
            required
            data={phases}
            placeholder={phases.length ? 'Choose a phase' : 'Schedule phases on the timeline first'}
            {...form.getInputProps('phase')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput label="How long" min={0} {...form.getInputProps('amount')} />
            <Select
              label="Unit"
              allowDeselect={false}
              data={[
                { value: 'MINUTES', label: 'minutes' },
                { value: 'HOURS', label: 'hours' },
              ]}
              {...form.getInputProps('unit')}
            />
            <Select
              label="Before or after its start"
              allowDeselect={false}
              data={[
                { value: 'BEFORE', label: 'before' },
                { value: 'AFTER', label: 'after' },
              ]}
              {...form.getInputProps('direction')}
            />
          </SimpleGrid>
        </>
      )}
    </FormModal>
  );
}
