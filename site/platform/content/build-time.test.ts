import { COUNTED_COPY } from '../../../domain/content/counts.ts';
import { CMS_COLLECTIONS, type CollectionName } from '../../../domain/cms-model.ts';
import type { ListedCollection } from './site-content.ts';
import { buildTimeCms, buildTimeContent, contentFailures, RECORDED_AS, recordingReads, renewContent, withPreviewContent } from './build-time.ts';

describe("a preview's content", () => {
  it('is its own: a publish that renews the content during a preview keeps its fresh generation after it', async () => {
    renewContent();
    const before = buildTimeCms();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const preview = withPreviewContent('draft', async () => {
      const inside = buildTimeCms();
      await held;
      // Still the preview's own after the publish below renewed the site's.
      expect(buildTimeCms()).toBe(inside);
      return inside;
    });
    // Meanwhile (the preview waits on the CMS's drafts), a publish renews the site's content.
    expect(buildTimeCms()).toBe(before);
    renewContent();
    const fresh = buildTimeCms();
    expect(fresh).not.toBe(before);
    release();
    const inside = await preview;
    expect(inside).not.toBe(before);
    expect(inside).not.toBe(fresh);
    // The preview put nothing back: the publish's renders read the content it renewed.
    expect(buildTimeCms()).toBe(fresh);
    expect(contentFailures()).toBe(0);
  });
});

describe('the content a page reads', () => {
  it('is recorded for every read, as its row says (a read cannot pass unrecorded)', async () => {
    renewContent();
    const content = buildTimeContent();
    for (const [name, keysOf] of Object.entries(RECORDED_AS) as [keyof typeof RECORDED_AS, (locale: 'uk') => string[]][]) {
      if (name === 'list') continue;
      const { reads } = await recordingReads(() => (content[name] as (locale: 'uk') => Promise<unknown>)('uk'));
      expect(reads.length, name).toBeGreaterThan(0);
      expect(reads, name).toEqual([...keysOf('uk')].sort());
    }
    // Every collection read whole, as its row in the content model says.
    const listed = (Object.keys(CMS_COLLECTIONS) as CollectionName[]).filter((name): name is ListedCollection => 'list' in CMS_COLLECTIONS[name]);
    expect(listed).toContain('faqs');
    for (const name of listed) {
      const { value, reads } = await recordingReads(() => content.list(name, 'uk'));
      expect(value.length, name).toBeGreaterThan(0);
      // Copy that may state a count reads what it counts (domain/content/counts.ts).
      const counted = (COUNTED_COPY as readonly string[]).includes(name) ? ['class-sessions@uk', 'tutors@uk'] : [];
      expect(reads, name).toEqual([CMS_COLLECTIONS[name].localized ? `${CMS_COLLECTIONS[name].changes}@uk` : CMS_COLLECTIONS[name].changes, ...counted].sort());
    }
    expect((await recordingReads(() => content.list('faqs', 'uk'))).reads).toEqual(['class-sessions@uk', 'faqs@uk', 'tutors@uk']);
    expect((await recordingReads(() => content.list('level-test-questions', 'uk'))).reads).toEqual(['level-test-questions']);
    const { reads } = await recordingReads(() => content.page('uk', '/faq'));
    expect(reads).toEqual(['page@uk:/faq']);
  });
});
