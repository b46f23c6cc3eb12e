import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';

export const PAGE_SIZE = 10;

/** Pages of a cursor-paginated list: the cursor of each page seen, so that "Previous" works. */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return {
    after: cursors[cursors.length - 1],
    page: cursors.length,
    next: (endCursor: string) => setCursors((seen) => [...seen, endCursor]),
    previous: () => setCursors((seen) => seen.slice(0, -1)),
    /** Back to the first page (a filter changed). */
    reset: () => setCursors([null]),
  };
}

interface CursorPagerProps {
  pages: ReturnType<typeof useCursorPages>;
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** "Page 2 of 5" with Previous and Next; nothing for a single page. */
export function CursorPager({ pages, totalCount, pageInfo }: CursorPagerProps) {
  const pageCount = Math.max(1, Math.ceil(totalCount / PAGE_SIZE));
  if (pageCount === 1) return null;
  const { endCursor } = pageInfo;
  return (
    <Group justify="space-between">
      <Button variant="default" disabled={pages.page === 1} onClick={pages.previous}>
        Previous
      </Button>
      <Text size="sm" c="dimmed">
        Page {pages.page} of {pageCount}
      </Text>
      <Button variant="default" disabled={!pageInfo.hasNextPage || !endCursor} onClick={() => endCursor && pages.next(endCursor)}>
        Next
      </Button>
    </Group>
  );
}
