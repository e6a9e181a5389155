/** An organizer's website as short link text: the host name without 'www.' ('kanzlei.example'). */
export function websiteHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}
