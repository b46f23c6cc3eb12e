import type { FormValidateInput } from '@mantine/form';
import { urlError } from '../../lib/urlRule';
import type { CompanyValues, HostValues, ParticipantValues } from './answers';
import { hasCompany } from './options';

// The form rules of SPEC 5; each field shows its first problem.

export const REQUIRED = 'This field is required';
export const COUNT_MESSAGE = 'Enter a whole number';

const required = (value: string) => (value.trim() ? null : REQUIRED);

/** Company form: every field required; the website must also be a complete URL. */
export const companyRules = {
  companyName: required,
  jobTitle: required,
  companySize: required,
  industryVertical: required,
  companyWebsite: (value) => required(value) ?? urlError(value),
} satisfies FormValidateInput<CompanyValues>;

/** Host form: hosted before and referral required; reasons and challenge optional. */
export const hostRules = {
  hostedHackathonBefore: required,
  referralSource: required,
} satisfies FormValidateInput<HostValues>;

/** Participant form (SPEC 5). */
export const participantRules = {
  participatedHackathonBefore: required,
  hackathonsParticipatedInBefore: (value, values) => {
    if (values.participatedHackathonBefore !== 'Yes') return null;
    const v = value.trim();
    if (!v) return REQUIRED;
    return /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1000 ? null : COUNT_MESSAGE;
  },
  occupation: required,
  referralSource: required,
  companyName: (value, values) => (hasCompany(values.occupation) ? required(value) : null),
  jobTitle: (value, values) => (hasCompany(values.occupation) ? required(value) : null),
  companyWebsite: urlError,
} satisfies FormValidateInput<ParticipantValues>;
