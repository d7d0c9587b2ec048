// This browser's own random key for reviews (kept in its storage): the server keeps its hash, so one browser
// publishes one review per listing. Nothing else is read from it.
const KEY = "lh_review_key";

export function browserKey(): string {
  let key = localStorage.getItem(KEY);
  if (!key) {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    key = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    localStorage.setItem(KEY, key);
  }
  return key;
}
