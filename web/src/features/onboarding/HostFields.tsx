import { Checkbox, Group, Radio, Select, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { HostValues } from './answers';
import { marked } from './marks';
import { HOST_REASONS, REFERRAL_SOURCES, YES_NO } from './options';

/** The host form of SPEC 5: hosted before and referral required; reasons and challenge optional. */
export function HostFields({ form }: { form: UseFormReturnType<HostValues> }) {
  return (
    <Stack>
      <Radio.Group label="Have you hosted a hackathon before?" required {...marked(form, 'hostedHackathonBefore')}>
        <Group mt="xs">
          {YES_NO.map((option) => (
            <Radio key={option} value={option} label={option} />
          ))}
        </Group>
      </Radio.Group>
      <Select label="How did you hear about us?" required placeholder="Pick one" data={REFERRAL_SOURCES} allowDeselect={false} {...marked(form, 'referralSource')} />
      <Checkbox.Group label="What will you use Hackforge for?" description="Pick any that apply." {...marked(form, 'reasonForUsingProduct')}>
        <Stack gap="xs" mt="xs">
          {HOST_REASONS.map((reason) => (
            <Checkbox key={reason} value={reason} label={reason} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Textarea label="What is your main innovation challenge?" autosize minRows={3} {...marked(form, 'mainInnovationChallenge')} />
    </Stack>
  );
}
