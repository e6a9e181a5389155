/**
 * Simple monochrome marks for the social links (decorative; the link carries the name). The marks are
 * symbols of one sprite file (src/assets/social-icons.svg), not JavaScript: the footer is no reason for
 * the start page's first screen to load more script (issue 10 §2). They take the link's colour.
 */
import spriteUrl from '../../assets/social-icons.svg?no-inline';
import type { SocialMediaType } from '../../shared/types';

export function SocialIcon({ type }: { type: SocialMediaType }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${type.toLowerCase()}`} />
    </svg>
  );
}
