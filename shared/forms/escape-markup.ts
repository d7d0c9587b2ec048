/** Escapes text for HTML or XML content and attribute values (& < > " ' as numeric entities). */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
