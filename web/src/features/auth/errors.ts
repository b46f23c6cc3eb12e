import { ApiError } from '../../lib/rest/errors';
import { GENERIC_ERROR, generalErrorMessage, messagesOf } from '../../lib/rest/formErrors';
import { UserDataError } from './userDataError';

// Messages for the auth forms (SPEC 8, "Login and registration").

/** Login: non-field errors joined into one string. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    const messages = messagesOf(error.data, 'non_field_errors');
    if (messages.length > 0) return messages.join(' ');
  }
  if (error instanceof UserDataError) return error.message;
  return generalErrorMessage(error);
}

export interface RegistrationErrors {
  /** Every message, for the list above the form. */
  messages: string[];
  /** The first message of each form field, shown under the field. */
  fields: { email?: string; password?: string };
}

/**
 * Registration: messages of username, password and email collected in a list;
 * otherwise the generic message. The username is the e-mail address, so its
 * errors show under the e-mail field.
 */
export function registrationErrors(error: unknown): RegistrationErrors {
  if (!(error instanceof ApiError) || error.status !== 400) {
    return { messages: [generalErrorMessage(error)], fields: {} };
  }
  const username = messagesOf(error.data, 'username');
  const password = messagesOf(error.data, 'password');
  const email = messagesOf(error.data, 'email');
  const messages = [...username, ...password, ...email];
  if (messages.length === 0) return { messages: [GENERIC_ERROR], fields: {} };
  const fields: RegistrationErrors['fields'] = {};
  const emailError = email[0] ?? username[0];
  if (emailError) fields.email = emailError;
  if (password[0]) fields.password = password[0];
  return { messages, fields };
}

export interface ResetConfirmErrors {
  /** Problems with the link itself (uid, token) or not tied to a field. */
  messages: string[];
  newPassword?: string;
}

export function resetConfirmErrors(error: unknown): ResetConfirmErrors {
  if (!(error instanceof ApiError) || error.status !== 400) {
    return { messages: [generalErrorMessage(error)] };
  }
  const messages = ['uid', 'token', 'non_field_errors'].flatMap((field) => messagesOf(error.data, field));
  const newPassword = messagesOf(error.data, 'new_password');
  if (messages.length === 0 && newPassword.length === 0) return { messages: [GENERIC_ERROR] };
  return { messages, newPassword: newPassword[0] };
}
