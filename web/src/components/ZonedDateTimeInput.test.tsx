import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ZonedDateTimeInput } from './ZonedDateTimeInput';

function Field({ initial, zone, onChange }: { initial: string; zone: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <ZonedDateTimeInput
        label="Start"
        zone={zone}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </MantineProvider>
  );
}

describe('ZonedDateTimeInput', () => {
  it('shows the wall clock in US English and names the zone and the viewer’s own time', () => {
    render(<Field initial="2026-12-02T13:00" zone="Africa/Johannesburg" onChange={vi.fn()} />);
    expect(screen.getByLabelText('Start')).toHaveValue('Dec 2, 2026, 1:00 PM');
    // The tests run in UTC.
    expect(screen.getByText('Africa/Johannesburg time · your time: Wed, Dec 2, 2026, 11:00 AM UTC')).toBeInTheDocument();
  });

  it('takes a typed date and time, with seconds when given', () => {
    const onChange = vi.fn();
    render(<Field initial="" zone="UTC" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2030-01-20T10:00:05' } });
    expect(onChange).toHaveBeenLastCalledWith('2030-01-20T10:00:05');
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: 'Jan 21, 2030, 4:30 PM' } });
    expect(onChange).toHaveBeenLastCalledWith('2030-01-21T16:30');
    expect(screen.getByText('UTC time')).toBeInTheDocument();
  });

  it('keeps the time when a day is picked from the calendar', async () => {
    const onChange = vi.fn();
    render(<Field initial="2026-12-02T13:30" zone="UTC" onChange={onChange} />);
    await userEvent.click(screen.getByLabelText('Start'));
    fireEvent.click(await screen.findByLabelText('9 December 2026'));
    expect(onChange).toHaveBeenLastCalledWith('2026-12-09T13:30');
  });
});
