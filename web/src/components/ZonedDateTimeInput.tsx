import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useRef } from 'react';
import { formatDateTime } from '../lib/dates';
import { fromWallClock, viewerTimeZone } from '../lib/timeZone';

type Inherited = Omit<DateInputProps, 'value' | 'onChange' | 'withTime' | 'valueFormat' | 'description' | 'getDayProps'>;

interface ZonedDateTimeInputProps extends Inherited {
  /** The IANA zone the wall clock is read in (the hackathon's). */
  zone: string;
  /** A wall clock in `zone`, "2026-12-02T13:00" (seconds optional); '' when empty. */
  value?: string;
  onChange: (wallClock: string) => void;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Dec 2, 2026, 1:00 PM" (with seconds when they are not zero) from the picker's "2026-12-02 13:00:00". */
function shown(value: string): string {
  const [year, month, day, hour, minute, second] = value.split(/[- :T]/).map(Number);
  const seconds = second ? `:${String(second).padStart(2, '0')}` : '';
  return `${MONTHS[month - 1]} ${day}, ${year}, ${hour % 12 || 12}:${String(minute).padStart(2, '0')}${seconds} ${hour < 12 ? 'AM' : 'PM'}`;
}

const toPicker = (wallClock: string) => (wallClock ? wallClock.replace('T', ' ') : null);

/** The picker's "YYYY-MM-DD HH:mm:ss" as a wall clock, without seconds when they are zero. */
const toWallClockValue = (picked: string) => picked.replace(' ', 'T').replace(/:00$/, '');

/**
 * A date and time in a hackathon's zone: typed ("Dec 2, 2026 1:00 PM" or
 * "2026-12-02 13:00") or picked from a calendar, which keeps the time. It says
 * which zone it reads and, when the viewer's own differs, their time.
 */
export function ZonedDateTimeInput({ zone, value = '', onChange, ...rest }: ZonedDateTimeInputProps) {
  const pickedDay = useRef(false);
  const at = value ? fromWallClock(value, zone) : NaN;
  const viewer = viewerTimeZone();
  const yours = !Number.isNaN(at) && viewer !== zone ? ` · your time: ${formatDateTime(at, viewer)}` : '';

  const change = (picked: string | null) => {
    if (!picked) return onChange('');
    // A day clicked in the calendar comes at midnight: keep the time already set.
    const time = pickedDay.current && value ? value.slice(11) : null;
    pickedDay.current = false;
    onChange(time ? `${picked.slice(0, 10)}T${time}` : toWallClockValue(picked));
  };

  return (
    <DateInput
      {...rest}
      withTime
      valueFormat={shown}
      value={toPicker(value)}
      onChange={change}
      getDayProps={() => ({ onClick: () => (pickedDay.current = true) })}
      description={`${zone} time${yours}`}
      placeholder="Dec 2, 2026, 1:00 PM"
    />
  );
}
