import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CompanyValues } from './answers';
import { marked } from './marks';
import { COMPANY_SIZES } from './options';

/** The company form of SPEC 5: every field required. */
export function CompanyFields({ form }: { form: UseFormReturnType<CompanyValues> }) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Company name" required {...marked(form, 'companyName', { tick: true })} />
        <TextInput label="Job title" required {...marked(form, 'jobTitle', { tick: true })} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Company size" required placeholder="Pick one" data={COMPANY_SIZES} allowDeselect={false} {...marked(form, 'companySize')} />
        <TextInput label="Industry" required placeholder="e.g. Banking" {...marked(form, 'industryVertical', { tick: true })} />
      </SimpleGrid>
      <TextInput label="Company website" required placeholder="www.example.com" {...marked(form, 'companyWebsite', { tick: true })} />
    </Stack>
  );
}
