// The funnels' writes land in the database (issue 25): a server of this test's own, on its own
// embedded database, takes a plan's e-mail and a trial lesson through the pages; once it has
// stopped, the operators' exports (npm run subscribers, npm run trial-lessons) read the rows back.
import { expect, test } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decideConsent } from './consent-decided.ts';

const port = Number(process.env.E2E_PORT ?? 3210) + 7;
const base = `http://127.0.0.1:${port}`;

async function serverUp() {
  for (let tries = 0; tries < 240; tries += 1) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

const exported = (script: string, dataDir: string) =>
  JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', script, '--json'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' })) as Array<Record<string, unknown>>;

test('the plan’s e-mail and the trial lesson are rows in the database', async ({ browser }) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'lingo-funnel-rows-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_REQUESTS: '0' }, stdio: 'ignore' });
  try {
    await serverUp();
    const context = await browser.newContext({ baseURL: base, timezoneId: 'America/Sao_Paulo' });
    await decideConsent(context);
    const page = await context.newPage();
    const stamp = Date.now();

    await page.goto('/pt/funnels/onboarding?level=a2');
    await expect(page.locator('[data-island="onboarding"]')).toHaveAttribute('data-hydrated', 'true');
    for (const answer of ['Inglês', 'Viagens', 'A2 Pré-intermediário', '20 minutos', /clube de conversação/]) {
      await page.locator('li[data-current]').getByRole('radio', { name: answer }).check();
      await page.locator('form button:visible').last().click();
    }
    await page.getByRole('textbox', { name: 'Seu e-mail' }).fill(`plan-${stamp}@example.com`);
    await page.getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: 'Enviar meu plano' }).click();
    await expect(page.getByRole('status').filter({ hasText: `plan-${stamp}@example.com` })).toBeVisible();

    await page.goto('/pt/tutoring/short-onboarding?goal=travel&level=a2');
    await expect(page.locator('[data-island="tutor-onboarding"]')).toHaveAttribute('data-hydrated', 'true');
    await page.locator('form button:visible').last().click();
    await page.locator('form button:visible').last().click();
    for (const answer of [/Qualquer preço/, 'À noite']) {
      await page.locator('li[data-current]').getByRole('radio', { name: answer }).check();
      await page.locator('form button:visible').last().click();
    }
    await page.getByRole('button', { name: /^Agendar uma aula experimental com/ }).first().click();
    const time = page.locator('[id="booking-time"] input').first();
    const startsAt = await time.getAttribute('value');
    await time.check();
    await page.getByRole('textbox', { name: 'Seu nome' }).fill('Ana Lima');
    await page.getByRole('textbox', { name: 'Seu e-mail' }).fill(`lesson-${stamp}@example.com`);
    await page.getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: 'Pedir esta aula' }).click();
    await expect(page.getByRole('heading', { name: 'Pedido recebido' })).toBeVisible();
    await context.close();

    server.kill('SIGTERM');
    await once(server, 'exit');
    expect(exported('scripts/subscribers.ts', dataDir)).toContainEqual(
      expect.objectContaining({ email: `plan-${stamp}@example.com`, locale: 'pt', source: 'onboarding_plan_email', answers: { language: 'english', goal: 'travel', level: 'A2', minutes: '20', format: 'club' } }),
    );
    expect(exported('scripts/trial-lessons.ts', dataDir)).toEqual([
      expect.objectContaining({ email: `lesson-${stamp}@example.com`, name: 'Ana Lima', locale: 'pt', timeZone: 'America/Sao_Paulo', startsAt, answers: { goal: 'travel', level: 'A2', budget: 'any', when: 'evenings' } }),
    ]);
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
