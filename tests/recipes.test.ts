// The docs' recipes, followed through the real code (issue 61): a page section, a CMS collection,
// a popup kind and a word tool are each added with the steps docs/working-on-the-site.md and docs/content.md list,
// and checked as the workshop checks them: the compiler over the whole program (the recipe is
// whole: nothing else asks to be edited) and the making of the Strapi files. Then each step is left
// out in turn, and the check must name what is missing. The edits live in memory (a TypeScript
// language service over the tree with the recipe's files laid over it); nothing is written.
// What each touches by hand is the table in docs/working-on-the-site.md ("The recipes are tested").
import { join } from 'node:path';
import ts from 'typescript';
import * as v from 'valibot';
import { CMS_COLLECTIONS } from '../domain/cms-model.ts';
import { entry, shortText, text } from '../domain/content/schemas.ts';
import { SECTION_KINDS, sectionRecordSchema } from '../domain/content/sections.ts';
import { SECTION_FACTS } from '../domain/cms-model.ts';
import { strapiFiles } from '../scripts/cms-model/strapi-files.ts';
import { checkCatalogs, compileNamespace, readCatalogs } from '../scripts/messages.mjs';

const ROOT = join(import.meta.dirname, '..');

/** Text that replaces `find` (which must be in the file once), or a new file's whole text. */
type Edit = { file: string; find: string; replace: string } | { file: string; create: string };
/** The new text goes before `before`. */
const insert = (file: string, before: string, text: string): Edit => ({ file, find: before, replace: `${text}${before}` });
interface Step {
  name: string;
  edits: Edit[];
  /** What the check says when this step is left out; none for a step whose absence is no error. */
  missing?: RegExp;
}
interface Recipe {
  name: string;
  steps: Step[];
}

const RECIPES: Recipe[] = [
  {
    name: 'a page section',
    steps: [
      {
        name: 'its schema (domain/content/sections.ts SECTION_SCHEMAS)',
        edits: [insert('domain/content/sections.ts', "  'word-search': v.object(", '  quote: v.object({ ...marked, heading: shortText, text }),\n')],
        missing: /'"quote"' is not assignable|'quote' does not exist/,
      },
      {
        name: "the editors' name for it (domain/cms-model.ts SECTION_FACTS)",
        edits: [insert('domain/cms-model.ts', "  'word-search': {", "  quote: { displayName: 'Quote', description: 'One sentence a learner said, large' },\n")],
        missing: /Property 'quote' is missing in type .*StrapiFacts/s,
      },
      {
        name: 'its row and its part (site/sections/registry.tsx, parts/)',
        edits: [
          insert('site/sections/registry.tsx', "  'word-search': row(", "  quote: row('quote', { load: noData, render: ({ section }) => <QuoteSection section={section} /> }),\n"),
          insert('site/sections/registry.tsx', "import { priceBandViews, TutorsSection, tutorsDirectory, type TutorsData } from './parts/Tutors.tsx';", "import { QuoteSection } from './parts/Quote.tsx';\n"),
 {
            file: 'site/sections/parts/Quote.tsx',
            create: "import type { SectionOf } from '../../../domain/content/sections.ts';\n\nexport const QuoteSection = ({ section }: { section: SectionOf<'quote'> }) => (\n  <figure>\n    <blockquote>{section.text}</blockquote>\n    <figcaption>{section.heading}</figcaption>\n  </figure>\n);\n",
          },
        ],
        missing: /Property 'quote' is missing in type .*Row</s,
      },
    ],
  },
  {
    name: 'a CMS collection',
    steps: [
      {
        name: 'its schema and its query (domain/content/collections.ts, queries.ts)',
        edits: [
          insert('domain/content/collections.ts', 'export type Tutor = ', 'export const CourseSchema = v.object({ ...entry, slug, title: shortText, summary: text, weeks: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(52)) });\n'),
          insert('domain/content/queries.ts', 'export const faqsOf = ', "export const coursesOf = (locale: Locale): CmsQuery => ({ sort: ['title:asc'], locale });\n"),
        ],
        missing: /has no exported member 'CourseSchema'|Property 'coursesOf' does not exist/,
      },
      {
        name: 'its row (domain/cms-model.ts CMS_COLLECTIONS)',
        edits: [
          insert(
            'domain/cms-model.ts',
            '  faqs: {',
            "  courses: {\n    singular: 'course', localized: true, schema: CourseSchema, list: queries.coursesOf, changes: 'courses',\n    displayName: 'Course', description: 'A course of weekly lessons',\n  },\n",
          ),
          insert('domain/cms-model.ts', '  BlogPostSchema, CampaignSchema,', '  CourseSchema,\n'),
        ],
        missing: /'"courses"' is not assignable to parameter/,
      },
      {
        name: 'a page reads it (content.list)',
        edits: [
          {
            file: 'site/sections/course-titles.ts',
            create: "import type { SiteContent } from '../platform/content/site-content.ts';\n\nexport const courseTitles = async (content: SiteContent) => (await content.list('courses', 'uk')).map((course) => `${course.title}: ${course.weeks}`);\n",
          },
        ],
        // No `missing`: without a reader the collection is simply not shown yet.
      },
    ],
  },
  {
    name: 'a popup kind',
    steps: [
      {
        name: 'its name (domain/content/popup-kinds.ts POPUP_KINDS)',
        edits: [{ file: 'domain/content/popup-kinds.ts', find: "'qr', 'tutoring'] as const;", replace: "'qr', 'tutoring', 'survey'] as const;" }],
        missing: /'survey' does not exist in type|'"popup:survey"' is not assignable/,
      },
      {
        name: 'its row (domain/promotions/kinds.ts POPUP_KIND_TABLE)',
        edits: [
          insert(
            'domain/promotions/kinds.ts',
            '  tutoring: {',
            "  survey: {\n    triggers: [{ on: 'scroll', px: 1200 }],\n    dismissalS: POPUP_DISMISSAL_DEFAULT_EXPIRY_S,\n    newCustomersOnly: false,\n    needsRunningOffer: false,\n    storeButtonOnTouch: false,\n    place: 'popup:survey',\n    slot: 'survey',\n    interruptsTask: true,\n    onPhone: true,\n  },\n",
          ),
        ],
        missing: /Property 'survey' is missing in type .*PopupKindRow/s,
      },
      {
        name: 'its view (site/promotions/popups/views.tsx POPUP_VIEWS)',
        edits: [insert('site/promotions/popups/views.tsx', '  tutoring: OfferPopupView,', '  survey: OfferPopupView,\n')],
        missing: /Property 'survey' is missing in type .*ComponentType/s,
      },
    ],
  },
  {
    name: 'a word tool',
    steps: [
      {
        name: 'its name and row (domain/words/words.ts WORD_TOOLS, TOOLS)',
        edits: [
          { file: 'domain/words/words.ts', find: "'what-part-of-speech'] as const;", replace: "'what-part-of-speech', 'rhymes-with'] as const;" },
          insert(
            'domain/words/words.ts',
            "  'what-part-of-speech': {",
            "  'rhymes-with': {\n    example: 'time',\n    hasPage: (facts) => facts.pronounced,\n    indexable: (facts) => facts.pronounced && facts.frequency > 0,\n    inPageLanguage: false,\n    next: 'app',\n  },\n",
          ),
        ],
        missing: /''rhymes-with'' does not exist in type/,
      },
      {
        name: 'its view (site/words/word-pages.ts ToolViews, TOOL_PAGES)',
        edits: [
          insert('site/words/word-pages.ts', '  [CONFUSING_WORDS]: { set: ConfusingRecord };', "  'rhymes-with': { rhymes: WordLink[] };\n"),
          insert(
            'site/words/word-pages.ts',
            "  'what-part-of-speech': ({ tool, word, entry, locale, copy }) => {",
            "  'rhymes-with': ({ tool, word, words, locale, copy }) => ({\n    title: copy.tools[tool].title({ word }),\n    description: copy.tools[tool].description({ word }),\n    view: { lead: copy.tools[tool].heading({ word }), rhymes: linksTo('how-to-pronounce', words.rhymes(word, LINKS_SHOWN), words, locale) },\n  }),\n",
          ),
        ],
        missing: /Type 'T' cannot be used to index type 'ToolViews'/,
      },
      {
        name: 'its practice (domain/words/practice.ts TOOL_PRACTICE: its questions, none at first)',
        edits: [insert('domain/words/practice.ts', "  'what-part-of-speech': partsOfSpeech,\n", "  'rhymes-with': () => [],\n")],
        missing: /Property '"rhymes-with"' is missing in type .*Question/s,
      },
      {
        name: 'its part (site/words/PureWordPage TOOL_PARTS)',
        edits: [insert('site/words/PureWordPage/PureWordPage.tsx', "  'confusing-words': ({ view, copy }) => (", "  'rhymes-with': ({ view }) => <LinkList heading={view.lead} links={view.rhymes} />,\n")],
        missing: /Property '"rhymes-with"' is missing in type .*ToolPartProps/s,
      },
      {
        name: 'its words in every catalog (then npm run messages)',
        edits: [{ file: 'domain/i18n/compiled/words.ts', create: wordsCompiledWith('rhymes-with') }],
        missing: /Property ''rhymes-with'' does not exist on type|can't be used to index type '\{ "past-tense-of"/,
      },
    ],
  },
];

/** The compiled `words` namespace once every catalog has a tool's five messages and its next step's two, as `npm run messages` writes it. */
function wordsCompiledWith(tool: string): string {
  const catalogs = readCatalogs();
  const messages = { name: 'Rhymes', heading: 'Words that rhyme with “{word}”', link: 'Words that rhyme with {word}', title: 'Words that rhyme with {word}', description: 'Words that rhyme with “{word}”, to say aloud.' };
  const next = { heading: 'Hear the rhymes in sentences', text: 'Daily lessons in the app, at your level. Answer a few questions and get your plan.' };
  for (const catalog of Object.values(catalogs)) {
    const words = catalog.words as { tools: Record<string, unknown>; next: Record<string, unknown> };
    words.tools[tool] = messages;
    words.next[tool] = next;
  }
  expect(checkCatalogs(catalogs, Object.keys(catalogs))).toEqual([]);
  return compileNamespace(catalogs, 'words');
}

/** A language service over the project, with files laid over the tree in memory. */
function projectWithOverlay() {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => { throw new Error(String(diagnostic.messageText)); } })!;
  const overlay = new Map<string, string>();
  let version = 0;
  const versions = new Map<string, number>();
  const read = (file: string) => overlay.get(file) ?? ts.sys.readFile(file);
  const service = ts.createLanguageService(
    {
      getScriptFileNames: () => [...new Set([...config.fileNames, ...overlay.keys()])],
      getScriptVersion: (file) => String(versions.get(file) ?? 0),
      getScriptSnapshot: (file) => {
        const content = read(file);
        return content === undefined ? undefined : ts.ScriptSnapshot.fromString(content);
      },
      getCurrentDirectory: () => ROOT,
      getCompilationSettings: () => config.options,
      getDefaultLibFileName: ts.getDefaultLibFilePath,
      fileExists: (file) => overlay.has(file) || ts.sys.fileExists(file),
      readFile: read,
      readDirectory: ts.sys.readDirectory,
      directoryExists: ts.sys.directoryExists,
      getDirectories: ts.sys.getDirectories,
    },
    ts.createDocumentRegistry(),
  );
  const errorsOf = (files: readonly string[]) =>
    files.flatMap((file) => [...service.getSyntacticDiagnostics(file), ...service.getSemanticDiagnostics(file)]).map((diagnostic) => `${diagnostic.file ? diagnostic.file.fileName.slice(ROOT.length + 1) : ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
  return {
    /** Lays these steps' edits over the tree (and takes back any laid before). */
    apply(steps: readonly Step[]) {
      for (const file of overlay.keys()) versions.set(file, ++version);
      overlay.clear();
      const edits = steps.flatMap((step) => step.edits);
      for (const file of new Set(edits.map((edit) => join(ROOT, edit.file)))) {
        let content = ts.sys.readFile(file) ?? '';
        for (const edit of edits.filter((candidate) => join(ROOT, candidate.file) === file)) {
          if ('create' in edit) content = edit.create;
          else {
            expect(content.split(edit.find).length - 1, `${edit.file}: "${edit.find}" once`).toBe(1);
            content = content.replace(edit.find, edit.replace);
          }
        }
        overlay.set(file, content);
        versions.set(file, ++version);
      }
    },
    /**
     * The errors in the files the steps edit (those that exist without the edit left out): a step left
     * out shows where a kept step, or the unedited file of the step itself, names what it lacks.
     */
    errors: (steps: readonly Step[]) => errorsOf([...new Set(steps.flatMap((step) => step.edits.map((edit) => join(ROOT, edit.file))))].filter((file) => overlay.has(file) || ts.sys.fileExists(file))),
    /** Every error of the whole program. */
    allErrors: () => errorsOf(service.getProgram()!.getSourceFiles().map((source) => source.fileName).filter((file) => file.startsWith(ROOT) && !file.includes('node_modules'))),
  };

}

const project = projectWithOverlay();

describe('the recipes for a section, a collection, a popup kind and a word tool', () => {
  it('followed whole, compile with nothing else to edit anywhere', () => {
    project.apply(RECIPES.flatMap((recipe) => recipe.steps));
    expect(project.allErrors()).toEqual([]);
  }, 120_000);
});

describe.each(RECIPES)('the recipe for $name', ({ steps }) => {
  it.each(steps.filter((step) => step.missing).map((step) => [step.name, step] as const))('without %s, says what is missing', (_, left) => {
    const kept = steps.filter((step) => step !== left);
    project.apply(kept);
    const errors = project.errors(steps);
    expect(errors.some((error) => left.missing!.test(error)), errors.join('\n')).toBe(true);
  }, 60_000);
});

describe("the recipes' Strapi files", () => {
  const quote = v.object({ experiment: v.nullish(v.pipe(v.string(), v.maxLength(100))), heading: shortText, text });
  const sections = (facts: boolean) => ({
    schemas: { ...Object.fromEntries(SECTION_KINDS.map((kind) => [kind, sectionRecordSchema(kind)])), quote },
    facts: facts ? { ...SECTION_FACTS, quote: { displayName: 'Quote', description: 'One sentence a learner said, large' } } : SECTION_FACTS,
  });

  it('a section: its component, and its place in the page dynamic zone', () => {
    const files = strapiFiles(CMS_COLLECTIONS, sections(true));
    expect(JSON.parse(files.get('components/sections/quote.json')!)).toMatchObject({
      collectionName: 'components_sections_quotes',
      info: { displayName: 'Quote' },
      attributes: { heading: { type: 'string', required: true }, text: { type: 'text', required: true }, experiment: { type: 'string', maxLength: 100 } },
    });
    expect(JSON.parse(files.get('api/page/content-types/page/schema.json')!).attributes.sections.components).toContain('sections.quote');
    expect(() => strapiFiles(CMS_COLLECTIONS, sections(false))).toThrow('no component "sections.quote" in domain/cms-model.ts');
  });

  it('a collection: its content type and its three core files', () => {
    const CourseSchema = v.object({ ...entry, title: shortText, weeks: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(52)) });
    const files = strapiFiles({ ...CMS_COLLECTIONS, courses: { singular: 'course', localized: true, schema: CourseSchema, changes: 'courses', displayName: 'Course', description: 'A course of weekly lessons' } });
    expect(JSON.parse(files.get('api/course/content-types/course/schema.json')!)).toMatchObject({
      collectionName: 'courses',
      info: { singularName: 'course', pluralName: 'courses' },
      pluginOptions: { i18n: { localized: true } },
      attributes: { title: { type: 'string', required: true }, weeks: { type: 'integer', min: 1, max: 52, required: true } },
    });
    expect([...files.keys()].filter((file) => file.startsWith('api/course/')).sort()).toEqual([
      'api/course/content-types/course/schema.json',
      'api/course/controllers/course.js',
      'api/course/routes/course.js',
      'api/course/services/course.js',
    ]);
  });
});
