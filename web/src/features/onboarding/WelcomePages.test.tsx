import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SaveUserMetadataMutation } from '../../gql/graphql';
import { json, mockFetch, type MockRequest } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, isOperation, signInAnn } from '../../test/shellMocks';
import { WelcomeCompanyPage } from './WelcomeCompanyPage';
import { WelcomeParticipantPage } from './WelcomeParticipantPage';
import { WelcomeStartPage } from './WelcomeStartPage';

const user = userEvent.setup({ delay: null });

// Typing through whole forms is slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
const URL_MESSAGE = 'Please enter a complete URL (e.g., www.example.com or https://example.com)';

function renderWelcome(path: string) {
  renderAt(
    path,
    <Routes>
      <Route path="/welcome/start" element={<WelcomeStartPage />} />
      <Route path="/welcome/company" element={<WelcomeCompanyPage />} />
      <Route path="/welcome/participant" element={<WelcomeParticipantPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
  );
}

const location = () => screen.getByRole('status', { name: 'location' });

async function choose(label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findByRole('listbox', { name: label, hidden: true });
  await user.click(within(options).getByRole('option', { name: option, hidden: true }));
}

const saved = gqlData<SaveUserMetadataMutation>({ saveUserMetadata: { __typename: 'SaveUserMetadataPayload', entries: [] } });

/** The entries of the one SaveUserMetadata call, their values parsed. */
function savedEntries(requests: MockRequest[]) {
  const calls = requests.filter(isOperation('SaveUserMetadata'));
  expect(calls).toHaveLength(1);
  const { entries } = (calls[0].body as { variables: { input: { entries: { metaDataType: string; value: string }[] } } }).variables.input;
  return entries.map((e) => ({ type: e.metaDataType, value: JSON.parse(e.value) as Record<string, unknown> }));
}

describe('WelcomeStartPage', () => {
  it('leads hosts to the company form and participants to theirs, keeping next; or skips', async () => {
    renderWelcome('/welcome/start?next=%2Fdash');
    expect(screen.getByRole('link', { name: 'Host hackathons' })).toHaveAttribute('href', '/welcome/company?next=%2Fdash');
    expect(screen.getByRole('link', { name: 'Take part' })).toHaveAttribute('href', '/welcome/participant?next=%2Fdash');
    await user.click(screen.getByRole('link', { name: 'Skip for now' }));
    expect(location()).toHaveTextContent(/^\/dash$/);
  });
});

describe('WelcomeParticipantPage', () => {
  it('shows the count after Yes and the company fields for Employed, checks the URL, saves and goes to next', async () => {
    signInAnn();
    const { requests } = mockFetch({ 'POST /gql SaveUserMetadata': saved });
    renderWelcome('/welcome/participant?next=%2Fhackathon%2F3%2Fdetail&participant_invite=true');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The first problem of each required field shows under it.
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.queryByLabelText(/How many hackathons/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Company name/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const count = await screen.findByLabelText(/How many hackathons/);
    await user.type(count, 'many');
    await user.tab();
    expect(await screen.findByText('Enter a whole number')).toBeInTheDocument();
    expect(count).toHaveAttribute('data-invalid');
    await user.clear(count);
    await user.type(count, '2');
    await user.tab();
    expect(count).toHaveAttribute('data-valid');
    expect(count).toHaveAttribute('data-dirty');

    await choose('Occupation', 'Employed');
    await choose('How did you hear about us?', 'Podcast');
    await user.type(screen.getByLabelText(/Company name/), 'Acme');
    await user.type(screen.getByLabelText(/Job title/), 'Dev');
    await user.type(screen.getByLabelText('Company website'), 'acme site');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(URL_MESSAGE)).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.clear(screen.getByLabelText('Company website'));
    await user.type(screen.getByLabelText('Company website'), 'www.acme.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/hackathon/3/detail?participant_invite=true');
    expect(savedEntries(requests)).toEqual([
      {
        type: 'PARTICIPANT',
        value: {
          participated_hackathon_before: 'Yes',
          hackathons_participated_in_before: 2,
          occupation: 'Employed',
          referral_source: 'Podcast',
          company_name: 'Acme',
          job_title: 'Dev',
          company_website: 'https://www.acme.example',
        },
      },
    ]);
  });

  it('shows education fields for Student; a failed save is silent and the user moves on', async () => {
    signInAnn();
    mockFetch({ 'POST /gql SaveUserMetadata': () => json(500, { error: 'boom' }) });
    renderWelcome('/welcome/participant');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await choose('Occupation', 'Student');
    expect(screen.getByLabelText('Education institution')).toBeInTheDocument();
    expect(screen.getByLabelText('Field of study')).toBeInTheDocument();
    await choose('How did you hear about us?', 'Other');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });
});

describe('WelcomeCompanyPage', () => {
  it('offers every company size, requires the company fields and saves company and host answers in one batch', async () => {
    signInAnn();
    const { requests } = mockFetch({ 'POST /gql SaveUserMetadata': saved });
    renderWelcome('/welcome/company?next=%2Fdash');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Five company fields, hosted before and referral.
    expect(await screen.findAllByText('This field is required')).toHaveLength(7);

    await user.click(screen.getByRole('combobox', { name: 'Company size' }));
    const sizes = await screen.findByRole('listbox', { name: 'Company size', hidden: true });
    expect(within(sizes).getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toHaveLength(7);
    await user.click(within(sizes).getByRole('option', { name: '51-200 employees', hidden: true }));

    await user.type(screen.getByLabelText(/Company name/), 'Bankco');
    await user.type(screen.getByLabelText(/Job title/), 'CIO');
    await user.type(screen.getByLabelText(/Industry/), 'Banking');
    await user.type(screen.getByLabelText(/Company website/), 'bankco.example');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await choose('How did you hear about us?', 'Webinar');
    await user.click(screen.getByRole('checkbox', { name: 'Use Hackathons within SAFe' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/dash$/);
    expect(savedEntries(requests)).toEqual([
      {
        type: 'COMPANY_ONBOARDING',
        value: { company_name: 'Bankco', job_title: 'CIO', company_size: '51-200 employees', industry_vertical: 'Banking', company_website: 'https://bankco.example' },
      },
      {
        type: 'HOST_USAGE',
        value: { hosted_hackathon_before: 'No', referral_source: 'Webinar', reason_for_using_product: ['Use Hackathons within SAFe'], main_innovation_challenge: '' },
      },
    ]);
  });
});
