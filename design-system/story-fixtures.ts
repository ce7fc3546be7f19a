// Inline SVG images for stories: no network, identical on every run.
const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`)}`;

/** A 16:9 illustration: a learner at a laptop on a purple ground. */
export const LESSON_IMAGE = svg(
  `<rect width="640" height="360" fill="#B9A3F5"/><circle cx="520" cy="80" r="48" fill="#FFD43B"/>
   <rect x="200" y="170" width="240" height="140" rx="12" fill="#17171C"/><rect x="214" y="184" width="212" height="112" rx="6" fill="#3FD0D4"/>
   <rect x="170" y="310" width="300" height="14" rx="7" fill="#17171C"/><circle cx="320" cy="120" r="44" fill="#F7D59C"/>
   <path d="M250 230c10-40 130-40 140 0" fill="#FF8A73"/>`,
  640,
  360,
);

/** A square avatar photo stand-in. */
export const AVATAR_IMAGE = svg(
  `<rect width="96" height="96" fill="#3CCB7F"/><circle cx="48" cy="38" r="18" fill="#F7D59C"/><path d="M16 96c4-24 60-24 64 0" fill="#5B3BE8"/>`,
  96,
  96,
);
