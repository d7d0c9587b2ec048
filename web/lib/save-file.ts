// Saves text the page already holds as a file the browser downloads (the Payments view's CSV, a
// submitter's data as JSON): no round trip, nothing kept once the download has started.
export function saveFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
