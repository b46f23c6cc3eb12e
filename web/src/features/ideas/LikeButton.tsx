import { IconHeart } from '@tabler/icons-react';
import { Button } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { LikeIdeaMutation, UnlikeIdeaMutation } from './operations';

interface LikeButtonProps {
  ideaId: string;
  likes: number;
  likedByMe: boolean;
  canLike: boolean;
}

/** The like toggle with its count; one like per person, counted by the server. */
export function LikeButton({ ideaId, likes, likedByMe, canLike }: LikeButtonProps) {
  const [like, liking] = useMutation(LikeIdeaMutation);
  const [unlike, unliking] = useMutation(UnlikeIdeaMutation);
  const toggle = () => {
    const variables = { input: { ideaId } };
    void (likedByMe ? unlike({ variables }) : like({ variables })).catch(() => undefined);
  };
  return (
    <Button
      size="xs"
      variant={likedByMe ? 'filled' : 'light'}
      aria-pressed={likedByMe}
      leftSection={<IconHeart size={14} />}
      disabled={!canLike}
      loading={liking.loading || unliking.loading}
      onClick={toggle}
    >
      {likedByMe ? 'Unlike' : 'Like'} ({likes})
    </Button>
  );
}
