import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from './BusyButton';

function Form({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
        setBusy(true);
      }}
    >
      <input aria-label="Name" />
      <BusyButton type="submit" loading={busy}>
        Save
      </BusyButton>
    </form>
  );
}

describe('BusyButton', () => {
  it('keeps the keyboard focus while busy and ignores a second submit', async () => {
    const onSubmit = vi.fn();
    render(
      <MantineProvider>
        <Form onSubmit={onSubmit} />
      </MantineProvider>,
    );
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(save).toHaveFocus();
    expect(save).not.toBeDisabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{Enter}');
    fireEvent.click(save);
    await user.type(screen.getByLabelText('Name'), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('passes clicks through when idle', async () => {
    const onClick = vi.fn();
    render(
      <MantineProvider>
        <BusyButton onClick={onClick}>Go</BusyButton>
      </MantineProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Go' })).not.toHaveAttribute('aria-busy');
  });
});
