import { describe, expect, it } from 'vitest';
import { companyEntry, companyValues, emptyParticipant, hostEntry, hostValues, participantEntry, participantValues } from './answers';
import { onboardingDestination, withQuery } from './destination';
import { COMPANY_SIZES, HOST_REASONS, OCCUPATIONS, REFERRAL_SOURCES, YES_NO } from './options';
import { companyRules, COUNT_MESSAGE, participantRules, REQUIRED } from './rules';

describe('option lists (SPEC 5)', () => {
  it('has every option in order', () => {
    expect(COMPANY_SIZES).toEqual([
      '1-10 employees',
      '11-50 employees',
      '51-200 employees',
      '201-500 employees',
      '501-1,000 employees',
      '1,001-10,000 employees',
      '10,000+ employees',
    ]);
    expect(OCCUPATIONS).toEqual(['School', 'Student', 'Employed', 'Self-Employed', 'Prefer not to say']);
    expect(YES_NO).toEqual(['Yes', 'No']);
    expect(HOST_REASONS).toHaveLength(5);
    expect(REFERRAL_SOURCES).toHaveLength(12);
    expect(REFERRAL_SOURCES.at(-2)).toBe('Other');
  });
});

describe('participant rules', () => {
  const rule = (field: keyof typeof participantRules, values: Partial<typeof emptyParticipant>) => {
    const all = { ...emptyParticipant, ...values };
    const check = participantRules[field] as (value: string, values: typeof all) => string | null;
    return check(all[field], all);
  };

  it('asks the count only after Yes, and as a whole number', () => {
    expect(rule('hackathonsParticipatedInBefore', { participatedHackathonBefore: 'No' })).toBeNull();
    expect(rule('hackathonsParticipatedInBefore', { participatedHackathonBefore: 'Yes' })).toBe(REQUIRED);
    expect(rule('hackathonsParticipatedInBefore', { participatedHackathonBefore: 'Yes', hackathonsParticipatedInBefore: 'two' })).toBe(COUNT_MESSAGE);
    expect(rule('hackathonsParticipatedInBefore', { participatedHackathonBefore: 'Yes', hackathonsParticipatedInBefore: '2.5' })).toBe(COUNT_MESSAGE);
    expect(rule('hackathonsParticipatedInBefore', { participatedHackathonBefore: 'Yes', hackathonsParticipatedInBefore: ' 4 ' })).toBeNull();
  });

  it('asks company name and job title of the employed and self-employed only', () => {
    expect(rule('companyName', { occupation: 'Employed' })).toBe(REQUIRED);
    expect(rule('jobTitle', { occupation: 'Self-Employed' })).toBe(REQUIRED);
    expect(rule('companyName', { occupation: 'Student' })).toBeNull();
    expect(rule('companyWebsite', { companyWebsite: '' })).toBeNull();
    expect(rule('companyWebsite', { companyWebsite: 'my site' })).toMatch(/^Please enter a complete URL/);
  });

  it('requires the company website of a host, complete', () => {
    const check = companyRules.companyWebsite;
    expect(check('')).toBe(REQUIRED);
    expect(check('acme')).toMatch(/^Please enter a complete URL/);
    expect(check('www.acme.example')).toBeNull();
  });
});

describe('answers', () => {
  it('sends only what the chosen options ask for, the URL normalised', () => {
    const entry = participantEntry({
      ...emptyParticipant,
      participatedHackathonBefore: 'No',
      hackathonsParticipatedInBefore: '3',
      occupation: 'Student',
      referralSource: 'Podcast',
      companyName: 'Acme',
      companyWebsite: 'www.me.example/',
      educationInstitution: ' UCT ',
      fieldOfStudy: 'Maths',
    });
    expect(entry.metaDataType).toBe('PARTICIPANT');
    expect(JSON.parse(entry.value)).toEqual({
      participated_hackathon_before: 'No',
      occupation: 'Student',
      referral_source: 'Podcast',
      company_website: 'https://www.me.example',
      education_institution: 'UCT',
      field_of_study: 'Maths',
    });
    const employed = JSON.parse(
      participantEntry({ ...emptyParticipant, participatedHackathonBefore: 'Yes', hackathonsParticipatedInBefore: '3', occupation: 'Employed', companyName: 'Acme', jobTitle: 'Dev' }).value,
    ) as Record<string, unknown>;
    expect(employed).toMatchObject({ hackathons_participated_in_before: 3, company_name: 'Acme', job_title: 'Dev' });
    expect(employed).not.toHaveProperty('education_institution');
  });

  it('reads stored answers back, and malformed ones as empty', () => {
    const company = { companyName: 'Acme', jobTitle: 'CTO', companySize: '1-10 employees', industryVertical: 'Retail', companyWebsite: 'https://acme.example' };
    expect(companyValues(companyEntry(company).value)).toEqual(company);
    const host = { hostedHackathonBefore: 'Yes', referralSource: 'Other', reasonForUsingProduct: ['Host Public Hackathons'], mainInnovationChallenge: 'Speed' };
    expect(hostValues(hostEntry(host).value)).toEqual(host);
    expect(participantValues('{"hackathons_participated_in_before":5}').hackathonsParticipatedInBefore).toBe('5');
    expect(companyValues('not json').companyName).toBe('');
    expect(hostValues('[1]').reasonForUsingProduct).toEqual([]);
  });
});

describe('onboardingDestination', () => {
  it('goes to next, or /, with next stripped and the rest of the query carried along', () => {
    expect(onboardingDestination('')).toBe('/');
    expect(onboardingDestination('?next=%2Fdash')).toBe('/dash');
    expect(onboardingDestination('?next=%2Fhackathon%2F3%2Fdetail&participant_invite=true')).toBe('/hackathon/3/detail?participant_invite=true');
    expect(onboardingDestination('?next=%2Fh%3Ftoken%3Dt&participant_invite=true')).toBe('/h?token=t&participant_invite=true');
    expect(onboardingDestination('?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(withQuery('/welcome/company', '?next=%2Fdash')).toBe('/welcome/company?next=%2Fdash');
    expect(withQuery('/welcome/company', '')).toBe('/welcome/company');
  });
});
