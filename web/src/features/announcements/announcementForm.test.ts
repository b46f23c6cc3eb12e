import { describe, expect, it } from 'vitest';
import { announcementErrors, announcementInput, announcementValues } from './announcementForm';
import type { AnnouncementFieldsFragment } from '../../gql/graphql';

const relative: AnnouncementFieldsFragment = {
  __typename: 'Announcement',
  id: '7',
  title: 'Judging soon',
  body: 'In an hour.',
  audience: 'JUDGES',
  sendAt: '2031-03-01T16:00:00Z',
  phase: 'JUDGING',
  offsetMinutes: -60,
  status: 'SCHEDULED',
  recipients: 0,
  sent: 0,
  failed: 0,
  sentAt: null,
};

describe('the announcement form', () => {
  it('reads a time in the hackathon’s zone and sends it as an instant', () => {
    const values = { ...announcementValues(null, 'Europe/Berlin'), title: 'Dinner', body: 'Pizza', sendAt: '2031-03-01T18:30' };
    expect(announcementInput(values, 'Europe/Berlin')).toEqual({ title: 'Dinner', body: 'Pizza', audience: 'PARTICIPANTS', sendAt: '2031-03-01T17:30:00.000Z' });
  });

  it('keeps a phase-relative time as a phase and a signed offset, both ways', () => {
    const values = announcementValues(relative, 'UTC');
    expect(values).toMatchObject({ when: 'RELATIVE', phase: 'JUDGING', amount: 1, unit: 'HOURS', direction: 'BEFORE', sendAt: '2031-03-01T16:00' });
    expect(announcementInput(values, 'UTC')).toEqual({ title: 'Judging soon', body: 'In an hour.', audience: 'JUDGES', phase: 'JUDGING', offsetMinutes: -60 });
    expect(announcementInput({ ...values, amount: 90, unit: 'MINUTES', direction: 'AFTER' }, 'UTC')).toMatchObject({ offsetMinutes: 90 });
  });

  it('names each missing field before asking the server', () => {
    expect(announcementErrors({ ...announcementValues(null, 'UTC'), audience: '', when: 'RELATIVE' })).toEqual({
      title: 'Give the announcement a title.',
      body: 'Write the announcement’s message.',
      audience: 'Choose who the announcement goes to.',
      phase: 'Choose a phase.',
    });
  });
});
