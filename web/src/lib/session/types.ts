export interface Role {
  id: string;
  name: string;
  friendlyName: string;
}

export interface SessionUser {
  id: string | null;
  idB64: string | null;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
}

export interface Account {
  idB64: string;
  uid: string;
}

export interface ActiveHackathon {
  id: string;
  name: string;
}

/** The client session of SPEC 3, kept in localStorage. */
export interface SessionState {
  token: string | null;
  /** Epoch milliseconds of the last login or token refresh. */
  lastRefresh: number | null;
  loggedIn: boolean;
  user: SessionUser;
  account: Account | null;
  activeHackathon: ActiveHackathon | null;
}

export const UNKNOWN_USER: SessionUser = {
  id: null,
  idB64: null,
  username: 'Unknown User',
  email: '',
  firstName: '',
  lastName: '',
  roles: [],
};

export function displayName(user: SessionUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}
