/** Text made safe to place in an email's HTML: the five characters HTML gives a meaning, as numeric references. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
