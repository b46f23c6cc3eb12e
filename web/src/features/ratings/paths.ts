// The rating pages of a hackathon (SPEC 2.3, 2.5).
export const ratingManagement = (hackathonId: string) => `/hackathon/${hackathonId}/talent-man`;
export const talentRatings = (hackathonId: string) => `/hackathon/${hackathonId}/talent-man-mentors`;
export const myTalentRatings = (hackathonId: string) => `/hackathon/${hackathonId}/ratings/talent`;
