import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { SubmissionResponse } from './SubmissionResponse';

const schema = {
  type: 'object',
  properties: { summary: { type: 'string', title: 'Summary' }, stack: { type: 'array', title: 'Stack', 'x-kind': 'multipleChoice' } },
  'x-order': ['stack', 'summary'],
};

describe('SubmissionResponse', () => {
  it('shows the answers under the template’s labels in form order, then answers to removed fields under their keys', () => {
    renderAt('/', <SubmissionResponse submission={{ template: { schema }, response: { summary: 'A map', stack: ['Go', 'React'], old: 'kept' } }} />);
    const labels = screen.getAllByText(/^(Summary|Stack|old)$/).map((element) => element.textContent);
    expect(labels).toEqual(['Stack', 'Summary', 'old']);
    expect(screen.getByText('Go, React')).toBeInTheDocument();
    expect(screen.getByText('kept')).toBeInTheDocument();
  });

  it('says when nothing was answered', () => {
    renderAt('/', <SubmissionResponse submission={{ template: { schema }, response: { summary: '', stack: [] } }} />);
    expect(screen.getByText('The response is empty.')).toBeInTheDocument();
  });
});
