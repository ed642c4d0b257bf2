import { useEffect, useState } from 'react';

/** The time, ticking every few seconds while `active` (an invitation's email on its way turns 'slow'). */
export function useNowWhile(active: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(timer);
  }, [active]);
  return active ? now : Date.now();
}
