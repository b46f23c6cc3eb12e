/** The ideas pages of SPEC 2.3, under /hackathon/{id}. */
export const ideaPaths = {
  list: (h: string) => `/hackathon/${h}/ideas`,
  mine: (h: string) => `/hackathon/${h}/ideas/mine`,
  approve: (h: string) => `/hackathon/${h}/ideas/approve`,
  approveOne: (h: string, idea: string) => `/hackathon/${h}/ideas/approve/${idea}`,
  view: (h: string, idea: string) => `/hackathon/${h}/idea/${idea}/view`,
  edit: (h: string, idea: string) => `/hackathon/${h}/idea/${idea}/edit`,
  create: (h: string) => `/hackathon/${h}/idea/create`,
  detail: (h: string) => `/hackathon/${h}/detail`,
};
