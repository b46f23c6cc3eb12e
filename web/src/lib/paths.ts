// Paths of the app's routes that code links or navigates to.

export const DASHBOARD = '/dash';
export const DISCOVER = '/hackathon/discover';
export const INBOX = '/inbox/all';
/** Where a new account starts onboarding (SPEC 2.2, 2.9). */
export const WELCOME_START = '/welcome/start';
export const WELCOME_PARTICIPANT = '/welcome/participant';
/** Which e-mails the person gets (the API's e-mails link it as domain.EmailPreferencesPath). */
export const EMAIL_PREFERENCES = '/user/email';
/** Where a person lands after deleting their account. */
export const ACCOUNT_DELETED = '/account-deleted';

/** The route named HackathonView (SPEC 2.3). */
export const hackathonView = (id: string) => `/hackathon/${id}/detail`;
export const hackathonEdit = (id: string) => `/hackathon/${id}/edit`;
export const hackathonTimeline = (id: string) => `/hackathon/${id}/timeline`;
export const hackathonTerms = (id: string) => `/hackathon/${id}/terms`;
export const hackathonParticipants = (id: string) => `/hackathon/${id}/participants`;
export const hackathonParticipant = (id: string, participantId: string) => `/hackathon/${id}/participants/${participantId}`;
export const publicHackathon = (id: string) => `/pub/hackathon/${id}/detail`;
export const publicResults = (id: string) => `/pub/hackathon/${id}/results`;
export const publicGallery = (id: string) => `/pub/hackathon/${id}/gallery`;
export const publicGalleryProject = (id: string, submissionId: string) => `/pub/hackathon/${id}/gallery/${submissionId}`;
export const organization = (id: string) => `/organization/${id}`;
export const organizationMembers = (id: string) => `/organization/${id}/members`;
export const hackathonOrganizingTeam = (id: string) => `/hackathon/${id}/organizing-team`;
export const hackathonTeam = (id: string, teamId: string) => `/hackathon/${id}/team/${teamId}`;
export const hackathonCreateTeam = (id: string) => `/hackathon/${id}/teams/create`;
