// Text written into HTML the site makes by hand (the serve step's marks, the e-mails, the report
// page): every character that could end a text or an attribute, as a numeric reference.
export const escapeHtml = (text: unknown) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
