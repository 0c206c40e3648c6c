import type { Comment } from '@receptari/shared/comments/comments.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { useEffect, useRef } from 'react';
import { notify } from '@/lib/notify.ts';

/** 'Nou comentari disponible' when a refresh brings a comment by someone else than `myId`. */
export function useNewCommentPopup(comments: Comment[] | undefined, myId: number | undefined) {
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!comments) return;
    const ids = new Set(comments.map((c) => c.id));
    const before = seen.current;
    seen.current = ids;
    if (!before) return; // the first load is not news
    if (comments.some((c) => !before.has(c.id) && c.user_id !== myId))
      notify.info(() => tr.comments.newAvailable);
  }, [comments, myId]);
}
