import { advanceToPhase, createHackathonByApi, graphql, join, type TestUser } from './api';

// Hackathons in the state a journey starts from, made through the API.

/** A hackathon with gamification, a competition "Booth quest" and its items (maximum 10 each). */
export async function gamifiedHackathon(organizer: TestUser, name: string, items = ['Booth visit']) {
  const hackathon = await createHackathonByApi(organizer.token, { name, hasGameification: true });
  const { createCompetition } = await graphql<{ createCompetition: { competition: { id: string } } }>(
    organizer.token,
    `mutation ($id: ID!) { createCompetition(input: {hackathonId: $id, name: "Booth quest"}) { competition { id } } }`,
    { id: hackathon.id },
  );
  for (const item of items) {
    await graphql(
      organizer.token,
      `mutation ($id: ID!, $name: String!) { createScorableItem(input: {competitionId: $id, name: $name, maxScore: 10}) { scorableItem { id } } }`,
      { id: createCompetition.competition.id, name: item },
    );
  }
  return { ...hackathon, competition: createCompetition.competition.id };
}

/**
 * A hackathon that started an hour ago, in HACKING, with a category "Main"
 * asking for a project title and the member's team "Moon Crew".
 */
export async function hackingWithTeam(organizer: TestUser, member: TestUser, name: string, flags: Record<string, boolean> = {}) {
  const hackathon = await createHackathonByApi(organizer.token, { name, startsInHours: -1, flags });
  await join(member, hackathon.id);
  await advanceToPhase(organizer, hackathon.id, 'HACKING');
  const { createCompetitionCategory } = await graphql<{ createCompetitionCategory: { category: { id: string } } }>(
    organizer.token,
    `mutation ($input: CreateCompetitionCategoryInput!) { createCompetitionCategory(input: $input) { category { id } } }`,
    {
      input: {
        hackathonId: hackathon.id,
        name: 'Main',
        schema: { type: 'object', additionalProperties: false, properties: { title: { type: 'string', title: 'Project title', 'x-kind': 'shortText' } }, required: ['title'], 'x-order': ['title'] },
      },
    },
  );
  const { createTeam } = await graphql<{ createTeam: { team: { id: string } } }>(
    member.token,
    `mutation ($id: ID!) { createTeam(input: {hackathonId: $id, name: "Moon Crew"}) { team { id } } }`,
    { id: hackathon.id },
  );
  return { hackathon, categoryId: createCompetitionCategory.category.id, teamId: createTeam.team.id };
}

/** Gives the hackathon's system talent template a numeric criterion "Craft" and a free-text one "Notes". */
export async function talentCriteria(organizer: TestUser, hackathonId: string): Promise<void> {
  const { ratingTemplates } = await graphql<{ ratingTemplates: { id: string }[] }>(
    organizer.token,
    `query ($id: ID!) { ratingTemplates(hackathonId: $id, family: TALENT) { id } }`,
    { id: hackathonId },
  );
  for (const [name, ratingType] of [
    ['Craft', 'NUMERIC'],
    ['Notes', 'FREE_TEXT'],
  ]) {
    await graphql(
      organizer.token,
      `mutation ($tpl: ID!, $name: String!, $type: RatingType!) {
        createRatingItemTemplate(input: {ratingTemplateId: $tpl, name: $name, ratingType: $type}) { ratingItemTemplate { id } } }`,
      { tpl: ratingTemplates[0].id, name, type: ratingType },
    );
  }
}
