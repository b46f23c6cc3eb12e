import { brand } from '../../lib/brand';

export interface StaticContent {
  title: string;
  summary: string;
  sections: { heading: string; paragraphs: string[] }[];
}

const name = brand.name;

export const STATIC_PAGES: Record<'/tnc' | '/privacy' | '/acceptable-use' | '/refunds' | '/pricing', StaticContent> = {
  '/tnc': {
    title: 'Terms and conditions',
    summary: `These terms apply to everyone who uses ${name} to run or take part in hackathons.`,
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself and tell us at once if you think someone else used your account.',
          'You are responsible for what is done with your account.',
        ],
      },
      {
        heading: 'Hackathons and their own terms',
        paragraphs: [
          'Organizers may add terms for their hackathon (for example about prizes or intellectual property). You accept them separately when you join that hackathon.',
        ],
      },
      {
        heading: 'Your work',
        paragraphs: [
          'Ideas, code and submissions stay yours unless the hackathon you join says otherwise. You give us the rights we need to store and show them to the people the hackathon allows.',
        ],
      },
      {
        heading: 'Ending',
        paragraphs: ['You can close your account at any time. We may suspend accounts that break these terms or the acceptable use policy.'],
      },
    ],
  },
  '/privacy': {
    title: 'Privacy policy',
    summary: `What ${name} collects about you, why, and what you can ask of us.`,
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Your name, e-mail address and password (stored only as a one-way hash), the profile you fill in, and what you create in hackathons: ideas, teams, submissions, scores and ratings.',
        ],
      },
      {
        heading: 'Why',
        paragraphs: [
          'To run the hackathons you take part in: organizers, mentors and judges of a hackathon see what they need to do their part. We do not sell personal data.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You may ask for a copy of your data, for corrections, or for deletion by writing to ${brand.supportEmail}.`,
        ],
      },
    ],
  },
  '/acceptable-use': {
    title: 'Acceptable use policy',
    summary: 'Hackathons work when everyone can take part safely. Please keep to these rules.',
    sections: [
      {
        heading: 'Do not',
        paragraphs: [
          'Harass, threaten or discriminate against other people.',
          'Upload malware, illegal content, or material you have no right to share.',
          'Try to get into accounts, data or systems that are not yours, or overload the service.',
        ],
      },
      {
        heading: 'Reporting',
        paragraphs: [`Report abuse to the hackathon's organizers or to ${brand.supportEmail}.`],
      },
    ],
  },
  '/refunds': {
    title: 'Refund policy',
    summary: 'Taking part in a hackathon is free for participants. This page is for organizers on a paid plan.',
    sections: [
      {
        heading: 'Monthly plans',
        paragraphs: ['Cancel at any time; the plan runs to the end of the month already paid, and is not renewed.'],
      },
      {
        heading: 'Event plans',
        paragraphs: [
          'Full refund if you cancel at least 14 days before the hackathon starts. After that, contact us and we will look at your case.',
        ],
      },
      {
        heading: 'How to ask',
        paragraphs: [`Write to ${brand.supportEmail} with your organization's name and the invoice number.`],
      },
    ],
  },
  '/pricing': {
    title: 'Pricing',
    summary: `${name} is open source: you can host it yourself for free. Hosted plans are below.`,
    sections: [
      {
        heading: 'Community: free',
        paragraphs: ['Public hackathons up to 100 participants, ideas, teams, judging and a popular vote.'],
      },
      {
        heading: 'Team: per hackathon',
        paragraphs: ['Private and internal hackathons, mentors and talent ratings, participant export and priority support.'],
      },
      {
        heading: 'Enterprise: on request',
        paragraphs: ['Your own brand and domain, single sign-on, an innovation ledger and a support agreement.'],
      },
    ],
  },
};
