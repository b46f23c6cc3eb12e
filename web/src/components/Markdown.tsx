import { Typography } from '@mantine/core';
import ReactMarkdown from 'react-markdown';

/**
 * Markdown written by people (idea descriptions, AI feedback), rendered
 * safely: raw HTML is dropped, not rendered, and react-markdown's URL rule
 * keeps only http(s), mailto and relative links.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <Typography>
      <ReactMarkdown skipHtml>{children}</ReactMarkdown>
    </Typography>
  );
}
