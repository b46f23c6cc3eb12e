import { useMutation } from '@apollo/client/react';
import { POST_SUBMIT_REDIRECT_DELAY_MS } from '../../components/modalPresets';
import { useSession } from '../../lib/session/useSession';
import type { MetadataEntryInput } from './answers';
import { SaveUserMetadataMutation } from './operations';

/** The pause between a submitted onboarding form and the next page (SPEC 9). */
export const POST_SUBMIT_DELAY_MS = POST_SUBMIT_REDIRECT_DELAY_MS;

/**
 * Saves onboarding answers in one batch. A failure is silent (SPEC 8): no
 * notice, the caller moves on. Signed out, nothing is sent.
 */
export function useSaveAnswers() {
  const { loggedIn } = useSession();
  const [save] = useMutation(SaveUserMetadataMutation, {
    context: { silent: true },
    // The profile and the dashboard read the answers afresh.
    update: (cache) => {
      cache.evict({ fieldName: 'myMetadata' });
      cache.evict({ fieldName: 'myDashboard' });
    },
  });
  return async (entries: MetadataEntryInput[]): Promise<boolean> => {
    if (!loggedIn) return false;
    try {
      await save({ variables: { input: { entries } } });
      return true;
    } catch (error) {
      console.warn('Onboarding answers were not saved', error);
      return false;
    } finally {
      await new Promise((resolve) => setTimeout(resolve, POST_SUBMIT_DELAY_MS));
    }
  };
}
