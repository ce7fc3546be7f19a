// A class session's weekday as the CMS names it: its own module, light enough for a page's script
// (the collections' schemas, which also use it, are not).
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
