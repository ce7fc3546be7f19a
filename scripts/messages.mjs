// The site's message catalogs: one JSON file per locale (domain/i18n/catalogs/<locale>.json), in
// ICU MessageFormat, nested as namespace → key. This checks them against the source locale (every
// key, no extra key, the same arguments) and compiles each namespace into a TypeScript module of
// plain strings and small functions (domain/i18n/compiled/<namespace>.ts), so no parser or message
// runtime ships to the browser.
//
//   node scripts/messages.mjs          check, then write the compiled modules
//   node scripts/messages.mjs --check  check, and fail if a compiled module is not up to date
//   node scripts/messages.mjs --pseudo write build/pseudo/en-XA.json, the pseudo-locale's catalog
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import Compiler from '@messageformat/core/lib/compiler.js';
import { parse } from '@messageformat/parser';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CATALOGS = join(ROOT, 'domain/i18n/catalogs');
export const COMPILED = join(ROOT, 'domain/i18n/compiled');
/** The locale the others are checked against, and the one the pseudo-locale is made from. */
export const SOURCE_LOCALE = 'en';
export const PSEUDO_LOCALE = 'en-XA';

export function readCatalogs(dir = CATALOGS) {
  const catalogs = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    catalogs[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  }
  return catalogs;
}

/** Every message of a catalog by its dotted key: "consent.necessary.label" → "Strictly necessary". */
export function flatten(tree, prefix = '', into = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

/** A message's arguments and the type each needs: plural → number, select → string, else either. */
export function argumentsOf(tokens, into = new Map()) {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') {
      if (!into.has(token.arg)) into.set(token.arg, token.type === 'function' && token.key === 'number' ? 'number' : 'string | number');
    } else if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select') {
      into.set(token.arg, token.type === 'select' ? 'string' : 'number');
      for (const { tokens: caseTokens } of token.cases) argumentsOf(caseTokens, into);
    }
  }
  return into;
}

function parseMessage(message, locale) {
  const { cardinals, ordinals } = new MessageFormat(locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale).plurals[0];
  return parse(message, { cardinal: cardinals, ordinal: ordinals, strict: false });
}

/**
 * What is wrong with the catalogs, one line each: a locale without a catalog, a key missing or
 * extra, a message that is not a string or does not parse, arguments that differ from the source's.
 */
export function checkCatalogs(catalogs, locales) {
  const problems = [];
  const source = catalogs[SOURCE_LOCALE];
  if (!source) return [`no catalog for the source locale "${SOURCE_LOCALE}" in ${relative(ROOT, CATALOGS)}`];
  for (const locale of locales) if (!catalogs[locale]) problems.push(`${locale}: no catalog (${relative(ROOT, CATALOGS)}/${locale}.json)`);
  for (const locale of Object.keys(catalogs)) if (!locales.includes(locale)) problems.push(`${locale}.json: not a locale of the site (LOCALE_TABLE)`);
  const sourceMessages = flatten(source);
  const sourceArguments = new Map();
  for (const [locale, catalog] of Object.entries(catalogs)) {
    const messages = flatten(catalog);
    for (const [key, message] of messages) {
      if (!sourceMessages.has(key)) {
        problems.push(`${locale}: "${key}" is not in ${SOURCE_LOCALE}.json`);
        continue;
      }
      if (typeof message !== 'string') {
        problems.push(`${locale}: "${key}" is not a string`);
        continue;
      }
      let args;
      try {
        args = argumentsOf(parseMessage(message, locale));
      } catch (error) {
        problems.push(`${locale}: "${key}" does not parse: ${error.message}`);
        continue;
      }
      if (locale === SOURCE_LOCALE) {
        sourceArguments.set(key, args);
        continue;
      }
      const expected = [...(sourceArguments.get(key) ?? argumentsOf(parseMessage(sourceMessages.get(key), SOURCE_LOCALE))).keys()].sort();
      const found = [...args.keys()].sort();
      // A translation may leave a value out where its grammar would have to decline it (Ukrainian
      // "Про репетитора", not "Про Emma Clarke"); one the source does not give would print nothing.
      if (found.some((name) => !expected.includes(name))) {
        problems.push(`${locale}: "${key}" has the arguments {${found.join('}, {')}}; ${SOURCE_LOCALE} has {${expected.join('}, {')}}`);
      }
    }
    for (const key of sourceMessages.keys()) if (!messages.has(key)) problems.push(`${locale}: "${key}" is missing`);
  }
  return problems;
}

const identifier = (key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));
const typeName = (namespace) => `${namespace[0].toUpperCase()}${namespace.slice(1)}Messages`;

/**
 * The TypeScript type of a namespace, keyed as the source locale: a string, or a function of named
 * arguments, each as strict as any locale needs it (a count Ukrainian pluralizes is a number).
 */
function interfaceOf(catalogs, namespace, path = [namespace], indent = '  ') {
  const at = (tree) => path.reduce((node, key) => node?.[key], tree);
  const fields = Object.entries(at(catalogs[SOURCE_LOCALE])).map(([key, value]) => {
    if (typeof value === 'object') return `${indent}${identifier(key)}: {\n${interfaceOf(catalogs, namespace, [...path, key], `${indent}  `)}\n${indent}};`;
    const args = new Map();
    for (const [locale, catalog] of Object.entries(catalogs)) {
      for (const [name, type] of argumentsOf(parseMessage(at(catalog)[key], locale))) if (args.get(name) !== 'number') args.set(name, type);
    }
    if (args.size === 0) return `${indent}${identifier(key)}: string;`;
    const params = [...args].map(([name, type]) => `${identifier(name)}: ${type}`).join('; ');
    return `${indent}${identifier(key)}: (values: { ${params} }) => string;`;
  });
  return fields.join('\n');
}

// A message without arguments is compiled to `() => "text"`: it is written as the string itself.
const CONSTANT = /^\(\) => ("(?:[^"\\]|\\.)*")$/;

// A message that is one plural or select: the runtime's choice is typed `unknown`; it is a string.
const PICKED = /^\(d\) => ((?:plural|select)\(.*)$/s;

// A translation that leaves out every value its source takes (Ukrainian "Про репетитора") stays a function: callers pass the values.
function objectSource(compiled, indent = '  ', sourceTree = compiled) {
  const fields = Object.entries(compiled).map(([key, value]) => {
    const takesValues = typeof sourceTree?.[key] === 'string' && !CONSTANT.test(sourceTree[key]);
    const constant = CONSTANT.exec(value)?.[1];
    const source = typeof value === 'object' ? objectSource(value, `${indent}  `, sourceTree?.[key]) : constant !== undefined ? (takesValues ? `() => ${constant}` : constant) : value.replace(PICKED, '(d) => $1 as string');
    return `${indent}${identifier(key)}: ${source}`;
  });
  return `{\n${fields.join(',\n')}\n${indent.slice(2)}}`;
}

// The locales' plural rules come from Intl.PluralRules (domain/i18n/plural-rules.ts), not from
// make-plural's copy of them, which would add about 1 KiB to every bundle with a plural message.
const CARDINALS = '@messageformat/runtime/lib/cardinals';

function runtimeImports(runtime) {
  const byModule = new Map();
  const rules = [];
  for (const [name, fn] of Object.entries(runtime)) {
    if (!fn.module) throw new Error(`the message runtime's ${name} has no module to import it from`);
    if (fn.module === CARDINALS) {
      rules.push(`const ${name} = pluralRule(${JSON.stringify(fn.id ?? name)});`);
      continue;
    }
    const alias = fn.id && fn.id !== name ? `${fn.id} as ${name}` : name;
    byModule.set(fn.module, [...(byModule.get(fn.module) ?? []), alias]);
  }
  const imports = [...byModule].sort(([a], [b]) => a.localeCompare(b)).map(([module, names]) => `import { ${names.sort().join(', ')} } from ${JSON.stringify(module)};`);
  if (rules.length) imports.push(`import { pluralRule } from '../plural-rules.ts';`);
  return { imports, rules: rules.sort() };
}

/** One namespace of every catalog, as the source of a TypeScript module. */
export function compileNamespace(catalogs, namespace, { locales = Object.keys(catalogs), as = {} } = {}) {
  const compiler = new Compiler({ strict: false });
  const compiledIn = (locale) => compiler.compile(catalogs[as[locale] ?? locale][namespace], new MessageFormat(locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale).plurals[0]);
  const sourceCompiled = compiledIn(SOURCE_LOCALE);
  const byLocale = locales.map((locale) => `  ${identifier(locale)}: ${objectSource(compiledIn(locale), '    ', sourceCompiled)}`);
  const { imports, rules } = runtimeImports(compiler.runtime);
  return [
    `// Compiled from domain/i18n/catalogs/*.json by \`node scripts/messages.mjs\`: edit the catalogs, not this file.`,
    ...imports,
    `import type { Locale } from '../../constants.ts';`,
    '',
    ...(rules.length ? [...rules, ''] : []),
    `export interface ${typeName(namespace)} {\n${interfaceOf(catalogs, namespace)}\n}`,
    '',
    `const messages: Record<Locale, ${typeName(namespace)}> = {\n${byLocale.join(',\n')},\n};`,
    'export default messages;',
    '',
  ].join('\n');
}

export function compileAll(catalogs, options) {
  return new Map(Object.keys(catalogs[SOURCE_LOCALE]).map((namespace) => [namespace, compileNamespace(catalogs, namespace, options)]));
}

// Pseudo-localization: accented (every letter still readable), about 35 % longer (each vowel
// doubled), and bracketed, so a string left in code, a clipped label or a concatenation shows.
const ACCENTED = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [letter, [...'áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][i]]),
);
const pseudoText = (text) => [...text].map((char) => (/[aeiouAEIOU]/.test(char) ? ACCENTED[char].repeat(2) : (ACCENTED[char] ?? char))).join('');
const escapeText = (text, inPlural) => text.replace(/'/g, "''").replace(/[{}]/g, "'$&'").replace(inPlural ? /#/g : /$^/, "'#'");

function stringify(tokens, inPlural = false) {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          return escapeText(pseudoText(token.value), inPlural);
        case 'argument':
          return `{${token.arg}}`;
        case 'function':
          return `{${token.arg}, ${token.key}${token.param ? `, ${token.param.map((t) => t.value ?? '').join('')}` : ''}}`;
        case 'octothorpe':
          return '#';
        default: {
          const offset = token.pluralOffset ? ` offset:${token.pluralOffset}` : '';
          const cases = token.cases.map(({ key, tokens: inner }) => `${key} {${stringify(inner, token.type !== 'select' || inPlural)}}`);
          return `{${token.arg}, ${token.type},${offset} ${cases.join(' ')}}`;
        }
      }
    })
    .join('');
}

export function pseudoLocalize(tree) {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'object' ? pseudoLocalize(value) : `[${stringify(parseMessage(value, SOURCE_LOCALE))}]`]),
  );
}

/** Checks the catalogs and writes (or, with `check`, compares) the compiled modules; returns the problems. */
export async function buildMessages({ check = false } = {}) {
  const catalogs = readCatalogs();
  // A locale of the site without a catalog is a type error in the compiled modules (Record<Locale, …>).
  const problems = checkCatalogs(catalogs, Object.keys(catalogs));
  if (problems.length) return problems;
  const compiled = compileAll(catalogs);
  const stale = [];
  if (!check) mkdirSync(COMPILED, { recursive: true });
  for (const [namespace, source] of compiled) {
    const file = join(COMPILED, `${namespace}.ts`);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (current === source) continue;
    if (check) stale.push(`${relative(ROOT, file)} is not up to date with the catalogs: run npm run messages`);
    else writeFileSync(file, source);
  }
  for (const file of existsSync(COMPILED) ? readdirSync(COMPILED) : []) {
    if (compiled.has(file.replace(/\.ts$/, ''))) continue;
    if (check) stale.push(`${relative(ROOT, join(COMPILED, file))} has no namespace in the catalogs`);
    else rmSync(join(COMPILED, file));
  }
  return stale;
}

/** A compiled module's source with its English pseudo-localized, by its path; null for any other file. */
export function pseudoCompiled(path) {
  if (!path.startsWith(COMPILED)) return null;
  const catalogs = readCatalogs();
  const namespace = path.slice(COMPILED.length + 1).replace(/\.ts(\?.*)?$/, '');
  return compileNamespace({ ...catalogs, [SOURCE_LOCALE]: pseudoLocalize(catalogs[SOURCE_LOCALE]) }, namespace);
}

/**
 * The build's side of the catalogs (Vite): checks them and compiles the modules before anything is
 * bundled, so a missing key or a mismatched argument fails the build; recompiles on an edit under
 * `npm run storybook` or the dev server. With PSEUDO_LOCALE=en-XA, English is served pseudo-localized.
 */
export function messageCatalogs({ pseudo = process.env.PSEUDO_LOCALE === PSEUDO_LOCALE } = {}) {
  const rebuild = async (report) => {
    const problems = await buildMessages();
    if (problems.length) report(`The message catalogs (${relative(ROOT, CATALOGS)}):\n${problems.join('\n')}`);
  };
  return {
    name: 'message-catalogs',
    async buildStart() {
      await rebuild((message) => this.error(message));
      for (const file of readdirSync(CATALOGS)) this.addWatchFile(join(CATALOGS, file));
    },
    configureServer(server) {
      server.watcher.add(CATALOGS);
      server.watcher.on('change', (file) => {
        if (file.startsWith(CATALOGS)) void rebuild((message) => server.config.logger.error(message));
      });
    },
    load(id) {
      return pseudo ? pseudoCompiled(id) : null;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--pseudo')) {
    const out = join(ROOT, 'build/pseudo', `${PSEUDO_LOCALE}.json`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(pseudoLocalize(readCatalogs()[SOURCE_LOCALE]), null, 2)}\n`);
    console.log(`wrote ${relative(ROOT, out)}`);
  } else {
    const problems = await buildMessages({ check: process.argv.includes('--check') });
    for (const problem of problems) console.error(problem);
    process.exitCode = problems.length ? 1 : 0;
  }
}
