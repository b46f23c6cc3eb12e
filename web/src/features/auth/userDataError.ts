/** The user could not be loaded after login (SPEC 8, "User data"). */
export class UserDataError extends Error {
  constructor(message: 'User ID is empty' | 'Could not get user data.' | 'Invalid user data.') {
    super(message);
    this.name = 'UserDataError';
  }
}
