import { Divider, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLocation, useNavigate } from 'react-router';
import { companyEntry, emptyCompany, emptyHost, hostEntry, type CompanyValues, type HostValues } from './answers';
import { CompanyFields } from './CompanyFields';
import { onboardingDestination } from './destination';
import { HostFields } from './HostFields';
import { companyRules, hostRules } from './rules';
import { useSaveAnswers } from './useSaveAnswers';
import { WelcomeFormActions, WelcomeFrame } from './WelcomeFrame';

/** /welcome/company: a host's company form and host form, saved in one batch. */
export function WelcomeCompanyPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const save = useSaveAnswers();
  const company = useForm<CompanyValues>({ initialValues: emptyCompany, validate: companyRules, validateInputOnBlur: true });
  const host = useForm<HostValues>({ initialValues: emptyHost, validate: hostRules, validateInputOnBlur: true });
  const submitting = company.submitting || host.submitting;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const companyCheck = company.validate();
    const hostCheck = host.validate();
    if (companyCheck.hasErrors || hostCheck.hasErrors) return;
    company.setSubmitting(true);
    await save([companyEntry(company.getValues()), hostEntry(host.getValues())]);
    company.setSubmitting(false);
    await navigate(onboardingDestination(search), { replace: true });
  };

  return (
    <WelcomeFrame title="About your company" intro="A few questions about where you work and how you will run hackathons.">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <CompanyFields form={company} />
          <Divider />
          <Title order={3}>Hosting hackathons</Title>
          <HostFields form={host} />
          <WelcomeFormActions submitting={submitting} />
        </Stack>
      </form>
    </WelcomeFrame>
  );
}
