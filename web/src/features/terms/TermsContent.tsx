import { Typography } from '@mantine/core';

/** A version's HTML. The server sanitised it when it was published, so it is rendered as it is. */
export function TermsContent({ html }: { html: string }) {
  return (
    <Typography>
      <div data-testid="terms-content" dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
