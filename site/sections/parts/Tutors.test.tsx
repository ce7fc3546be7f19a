import { renderToStaticMarkup } from 'react-dom/server';
import { directoryZoneInto, NO_QUERY } from '../../../domain/tutoring/directory.ts';
import { HOURLY_RATES, seededSection, TUTORS } from '../story-fixtures.ts';
import { priceBandViews, TutorsSection, tutorsDirectory } from './Tutors.tsx';

const section = seededSection('uk', '/english-tutors', 'tutors');
const page = (zone: string | null) =>
  renderToStaticMarkup(
    <TutorsSection
      section={section}
      data={tutorsDirectory(TUTORS.uk, { ...NO_QUERY, zone }, { key: section.key, path: '/uk/english-tutors', bands: priceBandViews(HOURLY_RATES) })}
      locale="uk"
      tone="muted"
    />,
  );

describe("the directory's zone, written in by the serve step", () => {
  it("fills the form's zone and names it in the page's language", () => {
    const served = directoryZoneInto(page(null), 'Europe/Kyiv');
    expect(served).toContain('name="tz" value="Europe/Kyiv"');
    expect(served).toContain('Час уроків <span data-directory-zone-name="">за східноєвропейським часом</span>');
  });

  it('leaves a list read on a zone of its own as it is, and a visitor the CDN does not place on UTC', () => {
    const asked = page('America/New_York');
    expect(directoryZoneInto(asked, 'Europe/Kyiv')).toBe(asked);
    const unplaced = page(null);
    expect(directoryZoneInto(unplaced, null)).toBe(unplaced);
    expect(unplaced).toContain('name="tz" value=""');
    expect(unplaced).toContain('<span data-directory-zone-name="">UTC</span>');
  });
});
