import type { ProgrammeHackathonFragment } from '../../gql/graphql';

/** A hackathon as the programme pages read it: the organizer's view unless changed. */
export function programmeHackathon(changes: Partial<ProgrammeHackathonFragment> = {}, can: Partial<ProgrammeHackathonFragment['viewerCan']> = {}): ProgrammeHackathonFragment {
  return {
    __typename: 'Hackathon',
    id: '5',
    name: 'Hack Five',
    timeZone: 'Africa/Johannesburg',
    startDatetime: '2026-05-04T07:00:00Z',
    endDatetime: '2026-05-06T15:00:00Z',
    scheduleCalendarPath: '/api/v1/hackathons/5/schedule.ics?token=cal-5',
    hasPrizes: true,
    hasResources: true,
    viewerCan: { __typename: 'HackathonViewerCan', view: true, manageProgramme: true, seePrizes: true, seeResources: true, seeGoals: true, delete: true, ...can },
    ...changes,
  };
}

/** What a participant may do with it. */
export const participantCan = { manageProgramme: false, seeGoals: false, delete: false };
