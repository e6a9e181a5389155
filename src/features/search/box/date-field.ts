/** Between the date text field and the machine: typed text → DateField, DateField → shown text. */
import type { DateField } from '../../../../machines/searchBox.machine';
import { formatDateInput, parseDateInput } from '../../../lib/date-input';

/** What a typed text means for the form (spec §5 input rules, src/lib/date-input.ts). */
export function readDateField(text: string): DateField {
  if (!text.trim()) return { kind: 'empty' };
  const iso = parseDateInput(text);
  return iso ? { kind: 'day', iso } : { kind: 'unreadable', text };
}

/** The field's text when nobody is typing: a day as TT.MM.JJJJ, unreadable text as typed. */
export function dateFieldText(field: DateField): string {
  if (field.kind === 'day') return formatDateInput(field.iso);
  return field.kind === 'unreadable' ? field.text : '';
}
