/** Text made safe to place inside HTML (emails, server-rendered pages). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
