import { promotionsFor } from './build-time.ts';

describe('promotionsFor (the seeded demo placement)', () => {
  const kinds = async (url: string, locale: 'en' | 'uk' = 'en') => {
    const page = await promotionsFor(url, locale);
    return { banners: page.banners.map((placed) => placed.kind), popups: page.popups.map((popup) => popup.type), ctas: page.timerCtas.length };
  };

  it('puts the campaign’s countdown banner on home, and nothing that interrupts', async () => {
    expect(await kinds('/')).toEqual({ banners: ['countdown'], popups: [], ctas: 0 });
    expect(await kinds('/uk', 'uk')).toEqual({ banners: ['countdown'], popups: [], ctas: 0 });
  });

  it('puts the campaign’s timer popup (with its calls-to-action) on the pages of Lingo Plus’s classes and club', async () => {
    expect(await kinds('/group-lessons')).toEqual({ banners: [], popups: ['timer'], ctas: 2 });
    expect(await kinds('/uk/conversation-club', 'uk')).toEqual({ banners: [], popups: ['timer'], ctas: 1 });
  });

  it('puts the plan finder banner on the level and skill pages', async () => {
    expect(await kinds('/levels/elementary-english')).toEqual({ banners: ['cms'], popups: [], ctas: 0 });
  });

  it('puts the ticker and the email popup on the blog and its posts', async () => {
    expect(await kinds('/blog')).toEqual({ banners: ['ticker'], popups: ['email-subscribe'], ctas: 0 });
    expect(await kinds('/uk/blog/first-lesson-with-a-tutor', 'uk')).toEqual({ banners: ['ticker'], popups: ['email-subscribe'], ctas: 0 });
  });

  it('puts the app banner, the media and the QR popups on the app page', async () => {
    expect(await kinds('/language-learning-app')).toEqual({ banners: ['app'], popups: ['media', 'qr'], ctas: 0 });
  });

  it('puts the tutoring banner, the exit-intent and tutoring popups on the tutors page; the popups on the tutoring pages too', async () => {
    expect(await kinds('/english-tutors')).toEqual({ banners: ['tutoring'], popups: ['exit-intent', 'tutoring'], ctas: 0 });
    expect(await kinds('/tutors/private-english-tutor')).toEqual({ banners: [], popups: ['exit-intent', 'tutoring'], ctas: 0 });
    expect(await kinds('/our-tutors')).toEqual({ banners: [], popups: ['tutoring'], ctas: 0 });
  });

  it('keeps every other page quiet', async () => {
    for (const url of ['/faq', '/uk/who-we-are', '/sign-in', '/english-tutors/emma-clarke', '/funnels/onboarding']) {
      expect(await kinds(url, url.startsWith('/uk') ? 'uk' : 'en')).toEqual({ banners: [], popups: [], ctas: 0 });
    }
  });
});
