// `npm run cms:model` writes the Strapi app's schema files (cms/src/api, cms/src/components) from
// the content model (domain/cms-model.ts); `-- --check` (run by `npm run lint`) fails, naming the
// files, when they are not what the model makes: edit the model, never the files.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { globSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { strapiFiles } from './cms-model/strapi-files.ts';

const CMS_SRC = join(import.meta.dirname, '..', 'cms', 'src');
const check = process.argv.includes('--check');

const made = strapiFiles();
const onDisk = globSync('{api/**/*.{json,js},components/**/*.json}', { cwd: CMS_SRC }).sort();
const read = (file: string) => {
  try {
    return readFileSync(join(CMS_SRC, file), 'utf8');
  } catch {
    return null;
  }
};
const stale = [...made].filter(([file, text]) => read(file) !== text).map(([file]) => file);
const extra = onDisk.filter((file) => !made.has(file));

if (check) {
  if (stale.length || extra.length) {
    console.error(`cms/src is not what the content model (domain/cms-model.ts) makes: run \`npm run cms:model\`.`);
    for (const file of stale) console.error(`  ${read(file) === null ? 'missing' : 'differs'}: cms/src/${file}`);
    for (const file of extra) console.error(`  not in the model: cms/src/${file}`);
    process.exit(1);
  }
  console.log(`cms/src: ${made.size} files, as the content model makes them`);
} else {
  for (const file of stale) {
    mkdirSync(dirname(join(CMS_SRC, file)), { recursive: true });
    writeFileSync(join(CMS_SRC, file), made.get(file)!);
  }
  for (const file of extra) rmSync(join(CMS_SRC, file));
  console.log(`cms/src: ${stale.length} written, ${extra.length} removed, ${made.size - stale.length} unchanged`);
}
