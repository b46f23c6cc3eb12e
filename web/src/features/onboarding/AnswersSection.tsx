import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm, type FormValidateInput, type UseFormReturnType } from '@mantine/form';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, type ComponentType } from 'react';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import type { UserMetadataType } from '../../gql/graphql';
import {
  companyEntry,
  companyValues,
  hostEntry,
  hostValues,
  participantEntry,
  participantValues,
  type MetadataEntryInput,
} from './answers';
import { CompanyFields } from './CompanyFields';
import { HostFields } from './HostFields';
import { MyMetadataQuery, SaveUserMetadataMutation } from './operations';
import { ParticipantFields } from './ParticipantFields';
import { companyRules, hostRules, participantRules } from './rules';

/** "entries.0.value.company_name" → "companyName": the server's field names as form paths. */
export function answerErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    const name = /^entries\.\d+\.value\.([a-z_]+)/.exec(field)?.[1];
    if (name) out[name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] = message;
  }
  return out;
}

interface SectionProps<V> {
  type: UserMetadataType;
  title: string;
  stored: string | undefined;
  read: (value?: string) => V;
  entry: (values: V) => MetadataEntryInput;
  rules: FormValidateInput<V>;
  Fields: ComponentType<{ form: UseFormReturnType<V> }>;
}

function AnswerCard<V extends Record<string, unknown>>({ type, title, stored, read, entry, rules, Fields }: SectionProps<V>) {
  const [save] = useMutation(SaveUserMetadataMutation);
  const form = useForm<V>({ initialValues: read(stored), validate: rules, validateInputOnBlur: true });
  const { initialize } = form;
  useEffect(() => {
    initialize(read(stored));
  }, [initialize, read, stored]);

  const submit = form.onSubmit(async (values) => {
    try {
      await save({ variables: { input: { entries: [entry(values)] } } });
      notify('Answers saved', 'success');
      form.resetDirty();
    } catch (error) {
      form.setErrors(answerErrors(error));
    }
  });

  return (
    <Card withBorder padding="lg" aria-label={title} component="section">
      <form onSubmit={submit} noValidate data-type={type}>
        <Stack>
          <Title order={3}>{title}</Title>
          <Fields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
              Save {title.toLowerCase()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** The onboarding answers on /user/profile, each kind editable and saved on its own. */
export function AnswersSection() {
  const { data } = useQuery(MyMetadataQuery);
  if (!data) return null;
  const stored = (type: UserMetadataType) => data.myMetadata.find((e) => e.metaDataType === type)?.value;
  const answered = new Set(data.myMetadata.map((e) => e.metaDataType));
  // Hosts see their company and hosting answers; participants theirs; someone
  // who answered nothing yet sees the participant questions.
  const showHost = answered.has('COMPANY_ONBOARDING') || answered.has('HOST_USAGE');
  const showParticipant = answered.has('PARTICIPANT') || !showHost;
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={2}>Your answers</Title>
        <Text c="dimmed" size="sm">
          What you told us when you joined. Only you see them.
        </Text>
      </div>
      {showHost && (
        <>
          <AnswerCard type="COMPANY_ONBOARDING" title="Company" stored={stored('COMPANY_ONBOARDING')} read={companyValues} entry={companyEntry} rules={companyRules} Fields={CompanyFields} />
          <AnswerCard type="HOST_USAGE" title="Hosting" stored={stored('HOST_USAGE')} read={hostValues} entry={hostEntry} rules={hostRules} Fields={HostFields} />
        </>
      )}
      {showParticipant && (
        <AnswerCard
          type="PARTICIPANT"
          title="Taking part"
          stored={stored('PARTICIPANT')}
          read={participantValues}
          entry={participantEntry}
          rules={participantRules}
          Fields={ParticipantFields}
        />
      )}
    </Stack>
  );
}
