import type { UserMetadataType } from '../../gql/graphql';
import { normalizeUrl } from '../../lib/urlRule';
import { hasCompany, hasEducation } from './options';

// The forms' values and the JSON answers stored for them (SPEC 3, snake_case names).

export type CompanyValues = {
  companyName: string;
  jobTitle: string;
  companySize: string;
  industryVertical: string;
  companyWebsite: string;
};

export type HostValues = {
  hostedHackathonBefore: string;
  referralSource: string;
  reasonForUsingProduct: string[];
  mainInnovationChallenge: string;
};

export type ParticipantValues = {
  participatedHackathonBefore: string;
  /** Text while typed; stored as a number. */
  hackathonsParticipatedInBefore: string;
  occupation: string;
  referralSource: string;
  companyName: string;
  jobTitle: string;
  companyWebsite: string;
  educationInstitution: string;
  fieldOfStudy: string;
};

export const emptyCompany: CompanyValues = { companyName: '', jobTitle: '', companySize: '', industryVertical: '', companyWebsite: '' };
export const emptyHost: HostValues = { hostedHackathonBefore: '', referralSource: '', reasonForUsingProduct: [], mainInnovationChallenge: '' };
export const emptyParticipant: ParticipantValues = {
  participatedHackathonBefore: '',
  hackathonsParticipatedInBefore: '',
  occupation: '',
  referralSource: '',
  companyName: '',
  jobTitle: '',
  companyWebsite: '',
  educationInstitution: '',
  fieldOfStudy: '',
};

export interface MetadataEntryInput {
  metaDataType: UserMetadataType;
  value: string;
}

export function companyEntry(v: CompanyValues): MetadataEntryInput {
  const value = {
    company_name: v.companyName.trim(),
    job_title: v.jobTitle.trim(),
    company_size: v.companySize,
    industry_vertical: v.industryVertical.trim(),
    company_website: normalizeUrl(v.companyWebsite),
  };
  return { metaDataType: 'COMPANY_ONBOARDING', value: JSON.stringify(value) };
}

export function hostEntry(v: HostValues): MetadataEntryInput {
  const value = {
    hosted_hackathon_before: v.hostedHackathonBefore,
    referral_source: v.referralSource,
    reason_for_using_product: v.reasonForUsingProduct,
    main_innovation_challenge: v.mainInnovationChallenge.trim(),
  };
  return { metaDataType: 'HOST_USAGE', value: JSON.stringify(value) };
}

/** Only the answers the chosen options ask for are sent. */
export function participantEntry(v: ParticipantValues): MetadataEntryInput {
  const value: Record<string, string | number> = {
    participated_hackathon_before: v.participatedHackathonBefore,
    occupation: v.occupation,
    referral_source: v.referralSource,
  };
  if (v.participatedHackathonBefore === 'Yes') value.hackathons_participated_in_before = Number(v.hackathonsParticipatedInBefore.trim());
  if (hasCompany(v.occupation)) {
    value.company_name = v.companyName.trim();
    value.job_title = v.jobTitle.trim();
  }
  if (v.companyWebsite.trim()) value.company_website = normalizeUrl(v.companyWebsite);
  if (hasEducation(v.occupation)) {
    value.education_institution = v.educationInstitution.trim();
    value.field_of_study = v.fieldOfStudy.trim();
  }
  return { metaDataType: 'PARTICIPANT', value: JSON.stringify(value) };
}

type Json = Record<string, unknown>;

function parse(value: string | undefined): Json {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : {};
  } catch {
    return {};
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Stored answers back into form values; anything missing or malformed reads as empty. */
export function companyValues(value?: string): CompanyValues {
  const j = parse(value);
  return {
    companyName: text(j.company_name),
    jobTitle: text(j.job_title),
    companySize: text(j.company_size),
    industryVertical: text(j.industry_vertical),
    companyWebsite: text(j.company_website),
  };
}

export function hostValues(value?: string): HostValues {
  const j = parse(value);
  const reasons = Array.isArray(j.reason_for_using_product) ? j.reason_for_using_product.filter((r) => typeof r === 'string') : [];
  return {
    hostedHackathonBefore: text(j.hosted_hackathon_before),
    referralSource: text(j.referral_source),
    reasonForUsingProduct: reasons,
    mainInnovationChallenge: text(j.main_innovation_challenge),
  };
}

export function participantValues(value?: string): ParticipantValues {
  const j = parse(value);
  const count = j.hackathons_participated_in_before;
  return {
    participatedHackathonBefore: text(j.participated_hackathon_before),
    hackathonsParticipatedInBefore: typeof count === 'number' ? String(count) : '',
    occupation: text(j.occupation),
    referralSource: text(j.referral_source),
    companyName: text(j.company_name),
    jobTitle: text(j.job_title),
    companyWebsite: text(j.company_website),
    educationInstitution: text(j.education_institution),
    fieldOfStudy: text(j.field_of_study),
  };
}
