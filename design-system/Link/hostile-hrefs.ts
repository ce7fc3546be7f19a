/**
 * Link values a CMS could send that must never become a working link to a script, a document
 * made of data, a local file or a malformed address (issue #13): the corpus the fuzz test and
 * the browser story (Site/Footer/PureFooter › Hostile hrefs) render.
 */
export const HOSTILE_HREFS: readonly string[] = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'javascript:alert(1) ',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u2028javascript:alert(1)',
  'javascript://%0aalert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '%6Aavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,x',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://www.lingo.example/3f1b',
  'about:blank',
  'chrome://settings',
  'ftp://files.example/x',
  'http://',
  'https://',
  'https:evil.example',
  'mailto:',
  'tel:',
  '/\\evil.example',
  '\\\\evil.example\\share',
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  'x'.repeat(3000),
];
