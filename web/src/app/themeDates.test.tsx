import { MantineProvider } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

// The dropdown fades in, so its buttons are looked up hidden ones included.
const button = (name: string) => screen.findByRole('button', { name, hidden: true });

describe('date pickers under the theme', () => {
  it('name the calendar’s arrows on the month and year levels', async () => {
    render(
      <MantineProvider theme={theme}>
        <DateInput label="Starts" defaultValue="2026-12-02" />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByLabelText('Starts'));
    expect(await button('Previous month')).toBeInTheDocument();
    expect(await button('Next month')).toBeInTheDocument();
    await userEvent.click(await button('Choose a month'));
    expect(await button('Previous year')).toBeInTheDocument();
    expect(await button('Next year')).toBeInTheDocument();
  });
});
