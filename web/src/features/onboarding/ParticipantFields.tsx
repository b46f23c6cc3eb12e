import { Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ParticipantValues } from './answers';
import { marked } from './marks';
import { hasCompany, hasEducation, OCCUPATIONS, REFERRAL_SOURCES, YES_NO } from './options';

/**
 * The participant form of SPEC 5: the count of hackathons only after "Yes",
 * company name and job title for Employed and Self-Employed, education for
 * Student; the company website is optional for everyone.
 */
export function ParticipantFields({ form }: { form: UseFormReturnType<ParticipantValues> }) {
  const { participatedHackathonBefore, occupation } = form.getValues();
  return (
    <Stack>
      <Radio.Group label="Have you taken part in a hackathon before?" required {...marked(form, 'participatedHackathonBefore')}>
        <Group mt="xs">
          {YES_NO.map((option) => (
            <Radio key={option} value={option} label={option} />
          ))}
        </Group>
      </Radio.Group>
      {participatedHackathonBefore === 'Yes' && (
        <TextInput label="How many hackathons?" required inputMode="numeric" maw={240} {...marked(form, 'hackathonsParticipatedInBefore', { tick: true })} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Occupation" required placeholder="Pick one" data={OCCUPATIONS} allowDeselect={false} {...marked(form, 'occupation')} />
        <Select label="How did you hear about us?" required placeholder="Pick one" data={REFERRAL_SOURCES} allowDeselect={false} {...marked(form, 'referralSource')} />
      </SimpleGrid>
      {hasCompany(occupation) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Company name" required {...marked(form, 'companyName', { tick: true })} />
          <TextInput label="Job title" required {...marked(form, 'jobTitle', { tick: true })} />
        </SimpleGrid>
      )}
      {hasEducation(occupation) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Education institution" {...marked(form, 'educationInstitution', { tick: true })} />
          <TextInput label="Field of study" {...marked(form, 'fieldOfStudy', { tick: true })} />
        </SimpleGrid>
      )}
      <TextInput label="Company website" placeholder="www.example.com" {...marked(form, 'companyWebsite', { tick: true })} />
    </Stack>
  );
}
