import { Progress } from '@mantine/core';

export const PROGRESS_BAR_HEIGHT = 3;

interface ProgressBarProps {
  /** Percent done, 0 to 100 (SPEC 5); anything else is refused with a RangeError. */
  value: number;
  /** In pixels; SPEC 9's default is 3. */
  height?: number;
  label: string;
}

/** A thin bar of how far something has got (SPEC 9: height 3, value 0 to 100). */
export function ProgressBar({ value, height = PROGRESS_BAR_HEIGHT, label }: ProgressBarProps) {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new RangeError(`ProgressBar value must be 0 to 100, got ${value}`);
  }
  return <Progress value={value} size={height} aria-label={label} transitionDuration={200} />;
}

/** The percent of done out of total, for ProgressBar: 0 when nothing is counted, never above 100. */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, (done / total) * 100));
}
