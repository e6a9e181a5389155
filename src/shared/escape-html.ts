/**
 * Text made safe to put into HTML the server or the build writes by hand (the provider's pages, the
 * page shell, the development mailbox, the boot error template): in element content and in quoted
 * attribute values alike, so all five characters that could end either are replaced.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}
