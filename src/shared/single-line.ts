/**
 * One-line text fields (a buyer's name, company, street, zip code and city, a contact subject, …)
 * hold no control characters. A line break in the city would add a line to the invoice address (a
 * forged "USt-IdNr." line, for example), a tab or another control character breaks the layout of
 * documents and mails. Refused: the C0 controls (CR, LF, tab, …), DEL, the C1 controls (U+0080 to
 * U+009F, among them NEL U+0085) and the Unicode line and paragraph separators U+2028 and U+2029.
 * The server's JSON Schemas and the browser's forms use the same patterns.
 */
const CONTROL = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';

/** A single line, possibly empty: no control character anywhere. */
export const SINGLE_LINE_PATTERN = `^[^${CONTROL}]*$`;
/** A single line with something besides spaces (a required name, street, subject, …). */
export const SINGLE_LINE_TEXT_PATTERN = `^[^${CONTROL}]*[^\\s${CONTROL}][^${CONTROL}]*$`;

/** SINGLE_LINE_PATTERN as a regular expression (the browser's Yup rules). */
export const SINGLE_LINE = new RegExp(SINGLE_LINE_PATTERN, 'u');
