// The access checks' results (access.ts), apart from the check itself and its
// query, so that forgetting one does not bring them into every page's script.
export const accessCache = new Map<string, { allowed: boolean; expires: number }>();

/** After joining, the user holds a role: check again next time. */
export function forgetHackathonAccess(userId: string, id: string): void {
  accessCache.delete(`${userId}:${id}`);
}
