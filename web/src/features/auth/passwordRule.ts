export const MIN_PASSWORD_LENGTH = 8;

export function passwordError(value: string): string | null {
  return value.length >= MIN_PASSWORD_LENGTH ? null : `Use at least ${MIN_PASSWORD_LENGTH} characters`;
}
