/** The words for why a chamber would not count a course (the contract's TrainingRejection and the letter's NOT_OF_SELECTED_TITLES). */
import type { LetterRejection } from '../../../shared/customer-area';

export function rejectionText(t: (key: string) => string, rejection: LetterRejection['rejections'][number]): string {
  return t(`status.rejections.${rejection}`);
}
