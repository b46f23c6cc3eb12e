import { graphql } from '../../gql';

export const QrScannerQuery = graphql(`
  query QrScanner($hackathonId: ID!) {
    hackathon(id: $hackathonId) {
      id
      name
      viewerCan {
        manage
      }
    }
    checkInDay(hackathonId: $hackathonId) {
      date
      presentCount
    }
  }
`);

export const CheckInParticipantMutation = graphql(`
  mutation CheckInParticipant($input: CheckInParticipantInput!) {
    checkInParticipant(input: $input) {
      participant {
        id
        person {
          id
          displayName
        }
      }
      alreadyCheckedIn
      presentToday {
        date
        presentCount
      }
    }
  }
`);
