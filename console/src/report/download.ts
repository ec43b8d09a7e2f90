/** Hands a file to the browser's download, then lets the blob go. */
export const saveFile = (file: Blob, fileName: string): void => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click has started the download by the next task; revoking sooner can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};
