import { graphql } from '../../gql';

// The programme's GraphQL operations, shared by its pages.

graphql(`
  fragment ProgrammeHackathon on Hackathon {
    id
    name
    timeZone
    startDatetime
    endDatetime
    scheduleCalendarPath
    hasPrizes
    hasResources
    viewerCan {
      view
      manageProgramme
      seePrizes
      seeResources
      seeGoals
      delete
    }
  }
`);

graphql(`
  fragment ProgramItemFields on ProgramItem {
    id
    kind
    name
    description
    startTime
    endTime
    links {
      name
      url
    }
  }
`);

export const ProgrammeHackathonQuery = graphql(`
  query ProgrammeHackathon($id: ID!) {
    hackathon(id: $id) {
      ...ProgrammeHackathon
    }
  }
`);

export const ScheduleQuery = graphql(`
  query Schedule($id: ID!) {
    programItems(hackathonId: $id) {
      ...ProgramItemFields
    }
  }
`);

export const CreateProgramItemMutation = graphql(`
  mutation CreateProgramItem($input: CreateProgramItemInput!) {
    createProgramItem(input: $input) {
      programItem {
        ...ProgramItemFields
      }
    }
  }
`);

export const UpdateProgramItemMutation = graphql(`
  mutation UpdateProgramItem($input: UpdateProgramItemInput!) {
    updateProgramItem(input: $input) {
      programItem {
        ...ProgramItemFields
      }
    }
  }
`);

export const DeleteProgramItemMutation = graphql(`
  mutation DeleteProgramItem($id: ID!) {
    deleteProgramItem(input: { id: $id }) {
      deletedId
    }
  }
`);

graphql(`
  fragment PrizeFields on Prize {
    id
    name
    description
    position
    active
  }
`);

export const PrizesQuery = graphql(`
  query Prizes($id: ID!) {
    prizes(hackathonId: $id) {
      ...PrizeFields
    }
  }
`);

export const CreatePrizeMutation = graphql(`
  mutation CreatePrize($input: CreatePrizeInput!) {
    createPrize(input: $input) {
      prize {
        ...PrizeFields
      }
    }
  }
`);

export const UpdatePrizeMutation = graphql(`
  mutation UpdatePrize($input: UpdatePrizeInput!) {
    updatePrize(input: $input) {
      prize {
        ...PrizeFields
      }
    }
  }
`);

export const DeletePrizeMutation = graphql(`
  mutation DeletePrize($id: ID!) {
    deletePrize(input: { id: $id }) {
      deletedId
    }
  }
`);

graphql(`
  fragment GoalFields on Goal {
    id
    name
    description
    priority
  }
`);

export const GoalsQuery = graphql(`
  query Goals($id: ID!) {
    goals(hackathonId: $id) {
      ...GoalFields
    }
  }
`);

export const CreateGoalMutation = graphql(`
  mutation CreateGoal($input: CreateGoalInput!) {
    createGoal(input: $input) {
      goal {
        ...GoalFields
      }
    }
  }
`);

export const UpdateGoalMutation = graphql(`
  mutation UpdateGoal($input: UpdateGoalInput!) {
    updateGoal(input: $input) {
      goal {
        ...GoalFields
      }
    }
  }
`);

export const DeleteGoalMutation = graphql(`
  mutation DeleteGoal($id: ID!) {
    deleteGoal(input: { id: $id }) {
      deletedId
    }
  }
`);

export const ReorderGoalsMutation = graphql(`
  mutation ReorderGoals($input: ReorderGoalsInput!) {
    reorderGoals(input: $input) {
      goals {
        ...GoalFields
      }
    }
  }
`);

graphql(`
  fragment ResourceFields on HackathonResource {
    id
    name
    description
    url
  }
`);

export const ResourcesQuery = graphql(`
  query HackathonResources($id: ID!) {
    hackathonResources(hackathonId: $id) {
      ...ResourceFields
    }
  }
`);

export const CreateResourceMutation = graphql(`
  mutation CreateHackathonResource($input: CreateHackathonResourceInput!) {
    createHackathonResource(input: $input) {
      hackathonResource {
        ...ResourceFields
      }
    }
  }
`);

export const UpdateResourceMutation = graphql(`
  mutation UpdateHackathonResource($input: UpdateHackathonResourceInput!) {
    updateHackathonResource(input: $input) {
      hackathonResource {
        ...ResourceFields
      }
    }
  }
`);

export const DeleteResourceMutation = graphql(`
  mutation DeleteHackathonResource($id: ID!) {
    deleteHackathonResource(input: { id: $id }) {
      deletedId
    }
  }
`);

export const DeleteHackathonMutation = graphql(`
  mutation DeleteHackathon($input: DeleteHackathonInput!) {
    deleteHackathon(input: $input) {
      deletedId
    }
  }
`);
