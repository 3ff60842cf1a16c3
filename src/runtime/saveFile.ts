// Saves a Blob the HTTP client fetched (an export, a report) under a file name, through a temporary
// link: the browser's own download, with the bearer token already spent on the fetch.
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // revoked later: browsers read the URL after click() returns, and a large export (badges ZIP) takes a while
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
