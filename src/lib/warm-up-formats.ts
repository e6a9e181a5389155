/**
 * The first number format and plural rules of a language cost the browser a long moment: it loads
 * their locale data then. Done here, in tasks of their own before the first render (src/main.tsx), that
 * moment does not stretch one of React's render slices into a long task (issue 10 §2).
 */
import type { Language } from '../shared/constants';
import { nextTask } from './next-task';
import { formatEuro } from './format';

export async function warmUpFormats(language: Language): Promise<void> {
  formatEuro(0, language);
  await nextTask();
  new Intl.PluralRules(language).select(1);
  await nextTask();
}
