/** The feature icons an editor may pick (FeatureIcon draws each); kept apart so that content validation imports no JSX. */
export const FEATURE_ICON_NAMES = [
  'tutor', 'app', 'group', 'club', 'ai', 'progress', 'schedule', 'certificate', 'chat', 'headphones', 'book', 'globe',
  'briefcase', 'heart', 'shield', 'star', 'pencil', 'microphone', 'kids', 'travel', 'check',
] as const;
export type FeatureIconName = (typeof FEATURE_ICON_NAMES)[number];
