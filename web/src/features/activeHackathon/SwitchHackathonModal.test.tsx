import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SwitchHackathonModal } from './SwitchHackathonModal';

function renderModal() {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <MantineProvider>
      <SwitchHackathonModal opened hackathonName="Beta" onCancel={onCancel} onConfirm={onConfirm} />
    </MantineProvider>,
  );
  return { onCancel, onConfirm };
}

describe('SwitchHackathonModal (SPEC 2.8)', () => {
  it('names the hackathon and cannot be closed by Escape or the backdrop', async () => {
    const { onCancel, onConfirm } = renderModal();
    const user = userEvent.setup();
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Are you sure? You are about to switch to an entirely different hackathon called:Beta',
    );
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('.mantine-Modal-overlay')!);
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('answers Cancel and Confirm', async () => {
    const { onCancel, onConfirm } = renderModal();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
