/** Saves a fetched file (a PDF fetched with a token a plain link could not send) under `fileName`. */
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
    // Some browsers read the file after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
