import { graphql } from '../../gql';

// The announcements' GraphQL operations.

graphql(`
  fragment AnnouncementFields on Announcement {
    id
    title
    body
    audience
    sendAt
    phase
    offsetMinutes
    status
    recipients
    sent
    failed
    sentAt
  }
`);

export const AnnouncementsPageQuery = graphql(`
  query AnnouncementsPage($id: ID!) {
    hackathon(id: $id) {
      id
      name
      timeZone
      viewerCan {
        manage
      }
    }
    hackathonTimeline(hackathonId: $id) {
      hackathonId
      slots {
        phase
        phaseDisplay
        startsAt
      }
    }
  }
`);

export const AnnouncementsQuery = graphql(`
  query Announcements($id: ID!) {
    announcements(hackathonId: $id) {
      ...AnnouncementFields
    }
  }
`);

export const ScheduleAnnouncementMutation = graphql(`
  mutation ScheduleAnnouncement($input: ScheduleAnnouncementInput!) {
    scheduleAnnouncement(input: $input) {
      announcement {
        ...AnnouncementFields
      }
    }
  }
`);

export const UpdateAnnouncementMutation = graphql(`
  mutation UpdateAnnouncement($input: UpdateAnnouncementInput!) {
    updateAnnouncement(input: $input) {
      announcement {
        ...AnnouncementFields
      }
    }
  }
`);

export const CancelAnnouncementMutation = graphql(`
  mutation CancelAnnouncement($id: ID!) {
    cancelAnnouncement(input: { id: $id }) {
      announcement {
        ...AnnouncementFields
      }
    }
  }
`);

export const PostedAnnouncementsQuery = graphql(`
  query PostedAnnouncements($id: ID!) {
    postedAnnouncements(hackathonId: $id) {
      id
      title
      body
      sentAt
    }
  }
`);
