/**
 * Hands a fetched file to the browser as a download. For files the bearer token must go with (an
 * invoice, the chamber letter): a plain link would be sent without it.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click starts the download asynchronously: revoke a little later.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
