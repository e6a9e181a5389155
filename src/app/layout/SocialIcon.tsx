/** Simple monochrome marks for the social links (decorative; the link carries the name). */
import type { SocialMediaType } from '../../shared/types';

const PATHS: Record<SocialMediaType, string> = {
  FACEBOOK: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H6v4h3v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  LINKEDIN:
    'M4 9h4v12H4zM6 3a2 2 0 110 4 2 2 0 010-4zM10 9h4v1.8c.6-1.1 2-2 3.9-2 3.2 0 4.1 2 4.1 5V21h-4v-6.3c0-1.5-.3-2.6-1.8-2.6-1.6 0-2.2 1.2-2.2 2.8V21h-4z',
  XING: 'M4.5 7h4l2.4 4.2L7.8 17h-4l3.1-5.8zM14.8 3h4.2l-5.5 10 3.6 8h-4.2l-3.6-8z',
  TWITTER: 'M3.5 3h5.2l4 5.6L17.6 3h2.6l-6.3 7.4L21 21h-5.2l-4.4-6.1L6.1 21H3.5l6.7-7.9zm3 1.8l10 14.4h1.6L8.2 4.8z',
  INSTAGRAM:
    'M7.5 3h9A4.5 4.5 0 0121 7.5v9a4.5 4.5 0 01-4.5 4.5h-9A4.5 4.5 0 013 16.5v-9A4.5 4.5 0 017.5 3zm0 2A2.5 2.5 0 005 7.5v9A2.5 2.5 0 007.5 19h9a2.5 2.5 0 002.5-2.5v-9A2.5 2.5 0 0016.5 5zM12 8a4 4 0 110 8 4 4 0 010-8zm0 2a2 2 0 100 4 2 2 0 000-4zm5-3.2a1.2 1.2 0 110 2.4 1.2 1.2 0 010-2.4z',
};

export function SocialIcon({ type }: { type: SocialMediaType }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={PATHS[type]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
