import type { UseFormReturnType } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';

/**
 * An input's props with SPEC 5's marks: data-dirty once changed, data-valid
 * once left passing its rule, data-invalid with the first problem shown under
 * it (Mantine's error). Text inputs also get a green tick when valid.
 */
export function marked<V>(form: UseFormReturnType<V>, path: string, { tick = false, type }: { tick?: boolean; type?: 'checkbox' } = {}) {
  const props = form.getInputProps(path, type ? { type } : undefined);
  const dirty = form.isDirty(path);
  const invalid = Boolean(props.error);
  const valid = !invalid && form.isTouched(path) && form.isValid(path);
  return {
    ...props,
    'data-dirty': dirty || undefined,
    'data-valid': valid || undefined,
    'data-invalid': invalid || undefined,
    ...(tick && valid ? { rightSection: <IconCheck size={16} color="var(--mantine-color-green-7)" aria-label="Valid" /> } : {}),
  };
}
