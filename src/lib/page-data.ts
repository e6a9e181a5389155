/**
 * The API answers the server put into the page (src/shared/page-data.ts), each taken once: the first
 * request of the page finds its answer here instead of going to the network; a later one (another
 * visit of the address, a reload of its data) asks the API as usual.
 */
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../shared/page-data';

let answers: Record<string, unknown> | null = null;

function read(): Record<string, unknown> {
  if (answers) return answers;
  answers = {};
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (element?.textContent) {
    try {
      answers = (JSON.parse(element.textContent) as PageData).answers ?? {};
    } catch {
      // Unreadable: the page asks the API.
    }
  }
  element?.remove();
  return answers;
}

/** The answer the page brought for `key` (pageAnswerKey), once; undefined when there is none. */
export function takePageAnswer<T>(key: string): T | undefined {
  const all = read();
  if (!Object.prototype.hasOwnProperty.call(all, key)) return undefined;
  const answer = all[key] as T;
  delete all[key];
  return answer;
}

/** Forgets the answers read so far (tests render several pages in one document). */
export function resetPageAnswers(): void {
  answers = null;
}
