import { useEffect, useState } from 'react';
import { timeUntil } from './timeUntil';

/** "in 3 h 12 min" until `to` (epoch ms), updated every second. */
export function Countdown({ to }: { to: number }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <>{timeUntil(to - now)}</>;
}
