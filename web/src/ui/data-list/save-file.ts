/** A downloaded file as the API client returns it for `download` endpoints (the contract's shape). */
export type SavedFile = { fileName: string; contentType: string; content: Uint8Array };

/** Hands a downloaded file to the browser, which saves it under its name. */
export function saveFile(file: SavedFile): void {
  const blob = new Blob([file.content as Uint8Array<ArrayBuffer>], { type: file.contentType });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
