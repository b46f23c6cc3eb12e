import { graphql } from '../../gql';

/** What the participant page shows beyond the list row: profile, attendance, teams, mentoring. */
graphql(`
  fragment ParticipantDetails on Participant {
    daysPresent
    profile {
      id
      city
      bio
      githubUrl
      offerzenUrl
      linkedinUrl
      skills {
        id
        name
      }
    }
    attendances {
      ...AttendanceDay
    }
    teams {
      teamId
      name
      role
      status
    }
    ideas {
      id
      name
      approval {
        id
        state {
          id
          name
        }
      }
    }
    mentorStatus
  }
`);

graphql(`
  fragment AttendanceDay on Attendance {
    id
    participantId
    date
    presentAtHackathon
    availableToday
  }
`);

export const SetParticipantPresenceMutation = graphql(`
  mutation SetParticipantPresence($input: SetParticipantPresenceInput!) {
    setParticipantPresence(input: $input) {
      attendance {
        ...AttendanceDay
      }
    }
  }
`);

export const MyAttendancesQuery = graphql(`
  query MyAttendances($hackathonId: ID!) {
    hackathon(id: $hackathonId) {
      id
      today
      days
    }
    myAttendances(hackathonId: $hackathonId) {
      ...AttendanceDay
    }
  }
`);

export const SetMyAvailabilityMutation = graphql(`
  mutation SetMyAvailability($input: SetMyAvailabilityInput!) {
    setMyAvailability(input: $input) {
      attendance {
        ...AttendanceDay
      }
    }
  }
`);
