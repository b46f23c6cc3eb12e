// The option lists of SPEC 5, as the server checks them (domain/onboarding.go).

export const COMPANY_SIZES = [
  '1-10 employees',
  '11-50 employees',
  '51-200 employees',
  '201-500 employees',
  '501-1,000 employees',
  '1,001-10,000 employees',
  '10,000+ employees',
];

export const OCCUPATIONS = ['School', 'Student', 'Employed', 'Self-Employed', 'Prefer not to say'];

export const YES_NO = ['Yes', 'No'];

export const HOST_REASONS = [
  'Host Internal Hackathons',
  'Host Public Hackathons',
  'Promote Internal Innovation',
  'Host Co-innovation Hackathons',
  'Use Hackathons within SAFe',
];

export const REFERRAL_SOURCES = [
  'Search engine',
  'Social media',
  'Friend or colleague',
  'Online advertisement',
  'Webinar',
  'Event or conference',
  'Blog or article',
  'Podcast',
  'Email newsletter',
  'Direct e-mail',
  'Other',
  'Prefer not to say',
];

/** Company name and job title are asked of the employed and the self-employed. */
export const hasCompany = (occupation: string) => occupation === 'Employed' || occupation === 'Self-Employed';

/** Education institution and field of study are asked of students. */
export const hasEducation = (occupation: string) => occupation === 'Student';
