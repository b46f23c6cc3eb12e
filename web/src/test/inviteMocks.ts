import type { HackathonMemberRowFragment, InviteDetailFragment, InviteRowFragment, OrganizationMemberRowFragment } from '../gql/graphql';

// Typed server answers for the invite pages' tests.

const person = (id: string, displayName: string, email: string | null) => ({ __typename: 'Person' as const, id, displayName, email });

/** A pending judge invite of Hack Five for ann@example.com, sent by Olive. */
export function inviteDetail(changes: Partial<InviteDetailFragment> = {}): InviteDetailFragment {
  return {
    __typename: 'Invite',
    id: '41',
    uid: 'uid-41',
    kind: 'JUDGE',
    roleName: 'judge',
    organizationRole: null,
    email: 'ann@example.com',
    status: 'PENDING',
    delivery: 'SENT',
    deliveryError: null,
    hackathon: { __typename: 'InviteHackathon', id: '5', name: 'Hack Five', description: 'Build things.' },
    organization: null,
    invitedBy: person('2', 'Olive Organizer', null),
    invitedAt: '2026-05-01T09:00:00Z',
    expiresAt: '2026-05-15T09:00:00Z',
    respondedAt: null,
    respondedBy: null,
    isForViewer: false,
    ...changes,
  };
}

/** An invite as the organizers' list shows it. */
export function inviteRow(id: string, email: string, changes: Partial<InviteRowFragment> = {}): InviteRowFragment {
  const { __typename, uid, kind, status, delivery, deliveryError, invitedAt, expiresAt, respondedAt } = inviteDetail();
  return { __typename, id, uid: `${uid}-${id}`, kind, email, status, delivery, deliveryError, invitedAt, expiresAt, respondedAt, ...changes };
}

export function hackathonMember(id: string, displayName: string, changes: Partial<HackathonMemberRowFragment> = {}): HackathonMemberRowFragment {
  const email = `${displayName.split(' ')[0].toLowerCase()}@example.com`;
  return {
    __typename: 'HackathonMember',
    id,
    kind: 'JUDGE',
    status: 'ACTIVE',
    joinedAt: '2026-05-02T10:00:00Z',
    person: person(`p${id}`, displayName, email),
    ...changes,
  };
}

export function organizationMember(id: string, displayName: string, changes: Partial<OrganizationMemberRowFragment> = {}): OrganizationMemberRowFragment {
  return {
    __typename: 'OrganizationMember',
    id,
    role: 'MEMBER',
    joinedAt: '2026-05-02T10:00:00Z',
    person: person(`p${id}`, displayName, `${displayName.split(' ')[0].toLowerCase()}@example.com`),
    ...changes,
  };
}
