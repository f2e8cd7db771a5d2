const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to stand in an HTML page or attribute. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
