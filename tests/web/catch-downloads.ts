// Catches a file the app saves (web/lib/save-file.ts: a Blob's URL clicked as a download) so a test can
// read its name and contents, and count the saves; nothing reaches the DOM's real download.
import { vi } from "vitest";

export function catchDownloads() {
  const caught = { name: "", blob: undefined as Blob | undefined, count: 0 };
  let made: Blob | undefined;
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    made = blob as Blob;
    return "blob:download";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    caught.name = this.download;
    caught.blob = made;
    caught.count++;
  });
  return caught;
}
