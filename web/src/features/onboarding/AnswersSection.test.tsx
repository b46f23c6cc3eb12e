import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MyMetadataQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, isOperation, signInAnn } from '../../test/shellMocks';
import { AnswersSection } from './AnswersSection';

const user = userEvent.setup({ delay: null });
vi.setConfig({ testTimeout: 60_000 });

const stored = JSON.stringify({
  participated_hackathon_before: 'Yes',
  hackathons_participated_in_before: 4,
  occupation: 'Employed',
  referral_source: 'Podcast',
  company_name: 'Acme',
  job_title: 'Dev',
});

describe('AnswersSection', () => {
  it('shows the stored answers, editable, and the server’s problem under its field', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql MyMetadata': gqlData<MyMetadataQuery>({
        myMetadata: [{ __typename: 'UserMetadataEntry', metaDataType: 'PARTICIPANT', value: stored, updatedAt: '2026-11-26T10:00:00Z' }],
      }),
      'POST /gql SaveUserMetadata': gqlError('Ensure this field has no more than 200 characters.', {
        code: 'BAD_USER_INPUT',
        field: 'entries.0.value.job_title',
      }),
    });
    renderAt('/user/profile', <AnswersSection />);
    const section = await screen.findByRole('region', { name: 'Taking part' });
    expect(screen.queryByRole('region', { name: 'Company' })).not.toBeInTheDocument();
    expect(within(section).getByLabelText(/How many hackathons/)).toHaveValue('4');
    expect(within(section).getByLabelText(/Company name/)).toHaveValue('Acme');
    const save = within(section).getByRole('button', { name: 'Save taking part' });
    expect(save).toBeDisabled();

    await user.type(within(section).getByLabelText(/Job title/), 'eloper');
    await user.click(save);
    expect(await within(section).findByText('Ensure this field has no more than 200 characters.')).toBeInTheDocument();
    const body = requests.find(isOperation('SaveUserMetadata'))?.body as {
      variables: { input: { entries: { metaDataType: string; value: string }[] } };
    };
    expect(body.variables.input.entries).toHaveLength(1);
    expect(JSON.parse(body.variables.input.entries[0].value)).toMatchObject({ job_title: 'Developer', hackathons_participated_in_before: 4 });
  });
});
