import { graphql } from '../../gql';

// The innovation ledger's GraphQL operations, shared by its pages.

graphql(`
  fragment LedgerFields on Ledger {
    id
    name
    description
    status
    owner {
      id
      name
    }
  }
`);

graphql(`
  fragment LedgerStatusFields on LedgerStatus {
    id
    name
    statusGroupId
  }
`);

graphql(`
  fragment LedgerTagFields on LedgerTag {
    id
    name
    color
  }
`);

graphql(`
  fragment LedgerPropertyFields on LedgerProperty {
    id
    ledgerItemId
    name
    propertyType
    valueText
    valueNumber
    valueCurrency
    valueTags {
      ...LedgerTagFields
    }
    valueStatus {
      ...LedgerStatusFields
    }
    linkedItemId
  }
`);

graphql(`
  fragment LedgerItemFields on LedgerItem {
    id
    uid
    name
    description
    parentId
    children
    properties {
      ...LedgerPropertyFields
    }
  }
`);

export const LedgersQuery = graphql(`
  query Ledgers {
    ledgers {
      ...LedgerFields
    }
  }
`);

export const LedgerOrganizationsQuery = graphql(`
  query LedgerOrganizations {
    organizations(filter: ASSOCIATED) {
      id
      name
    }
  }
`);

export const LedgerQuery = graphql(`
  query Ledger($id: ID!) {
    ledger(id: $id) {
      ...LedgerFields
    }
    ledgerItems(ledgerId: $id) {
      ...LedgerItemFields
    }
    ledgerStatusGroups(ledgerId: $id) {
      id
      name
      statuses {
        ...LedgerStatusFields
      }
    }
    ledgerTags(ledgerId: $id) {
      ...LedgerTagFields
    }
  }
`);

export const CreateLedgerMutation = graphql(`
  mutation CreateLedger($input: CreateLedgerInput!) {
    createLedger(input: $input) {
      ledger {
        ...LedgerFields
      }
    }
  }
`);

export const CreateLedgerItemMutation = graphql(`
  mutation CreateLedgerItem($input: CreateLedgerItemInput!) {
    createLedgerItem(input: $input) {
      item {
        ...LedgerItemFields
      }
    }
  }
`);

export const DeleteLedgerItemMutation = graphql(`
  mutation DeleteLedgerItem($id: ID!) {
    deleteLedgerItem(input: { id: $id }) {
      deletedId
    }
  }
`);

export const CreateLedgerPropertyMutation = graphql(`
  mutation CreateLedgerProperty($input: CreateLedgerPropertyInput!) {
    createLedgerProperty(input: $input) {
      property {
        ...LedgerPropertyFields
      }
    }
  }
`);

export const UpdateLedgerPropertyMutation = graphql(`
  mutation UpdateLedgerProperty($input: UpdateLedgerPropertyInput!) {
    updateLedgerProperty(input: $input) {
      property {
        ...LedgerPropertyFields
      }
    }
  }
`);

export const DeleteLedgerPropertyMutation = graphql(`
  mutation DeleteLedgerProperty($id: ID!) {
    deleteLedgerProperty(input: { id: $id }) {
      deletedId
    }
  }
`);

export const CreateLedgerTagMutation = graphql(`
  mutation CreateLedgerTag($input: CreateLedgerTagInput!) {
    createLedgerTag(input: $input) {
      tag {
        ...LedgerTagFields
      }
    }
  }
`);

export const CreateLedgerStatusGroupMutation = graphql(`
  mutation CreateLedgerStatusGroup($input: CreateLedgerStatusGroupInput!) {
    createLedgerStatusGroup(input: $input) {
      statusGroup {
        id
        name
      }
    }
  }
`);

export const CreateLedgerStatusMutation = graphql(`
  mutation CreateLedgerStatus($input: CreateLedgerStatusInput!) {
    createLedgerStatus(input: $input) {
      status {
        ...LedgerStatusFields
      }
    }
  }
`);
