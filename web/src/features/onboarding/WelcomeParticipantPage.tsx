import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLocation, useNavigate } from 'react-router';
import { emptyParticipant, participantEntry, type ParticipantValues } from './answers';
import { onboardingDestination } from './destination';
import { ParticipantFields } from './ParticipantFields';
import { participantRules } from './rules';
import { useSaveAnswers } from './useSaveAnswers';
import { WelcomeFormActions, WelcomeFrame } from './WelcomeFrame';

/** /welcome/participant: the participant form, then on to next (SPEC 2.9). */
export function WelcomeParticipantPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const save = useSaveAnswers();
  const form = useForm<ParticipantValues>({ initialValues: emptyParticipant, validate: participantRules, validateInputOnBlur: true });

  const submit = form.onSubmit(async (values) => {
    await save([participantEntry(values)]);
    await navigate(onboardingDestination(search), { replace: true });
  });

  return (
    <WelcomeFrame title="About you" intro="A few questions that help organizers plan hackathons for people like you.">
      <form onSubmit={submit} noValidate>
        <Stack>
          <ParticipantFields form={form} />
          <WelcomeFormActions submitting={form.submitting} />
        </Stack>
      </form>
    </WelcomeFrame>
  );
}
