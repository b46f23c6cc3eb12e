// E-mail field rule (SPEC 5, "Input display"). The inputs use inputMode="email"
// rather than type="email": browsers strip spaces from type="email" values, which
// would hide the space message from the user.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | null {
  if (!value) return 'E-mail is required';
  if (/\s/.test(value)) return `"${value}" has a space in it.`;
  if (!EMAIL.test(value)) return 'Enter a valid e-mail address';
  return null;
}
