import { test, expect, ui, type Lang } from './fixtures.ts';

const texts = {
  de: {
    title: 'Häufige Fragen',
    groups: ['Allgemein', 'Website', 'App', 'Playground'],
    question: 'Kostet die Teilnahme etwas?',
    answer: 'Nein. Alle Angebote',
    other: 'Gibt es eine App?',
  },
  en: {
    title: 'Frequently asked questions',
    groups: ['General', 'Website', 'App', 'Playground'],
    question: 'Does it cost anything?',
    answer: 'No. Every offer',
    other: 'Is there an app?',
  },
} as const;

for (const lang of ['de', 'en'] as Lang[]) {
  const t = ui[lang];
  const x = texts[lang];

  test.describe(`FAQ (${lang})`, () => {
    test('lists the questions in the four groups', async ({ page, visit }) => {
      await visit(`${t.prefix}/meta/faq`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(x.title);
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([...x.groups]);
      // Every answer starts closed.
      const buttons = main.getByRole('button', { expanded: false });
      await expect(buttons).toHaveCount(await main.getByRole('button').count());
    });

    test('opens and closes answers with the keyboard', async ({
      page,
      visit,
      expectAccessible,
    }) => {
      await visit(`${t.prefix}/meta/faq`);
      const main = page.getByRole('main');
      const question = main.getByRole('button', { name: x.question });
      const answer = main.getByRole('region', { name: x.question });
      await expect(answer).toBeHidden();

      await question.focus();
      await page.keyboard.press('Enter');
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(answer).toBeVisible();
      await expect(answer).toContainText(x.answer);
      await expect(answer).toHaveAttribute('id', (await question.getAttribute('aria-controls'))!);

      // A second answer opens next to the first.
      const other = main.getByRole('button', { name: x.other });
      await other.focus();
      await page.keyboard.press('Space');
      await expect(other).toHaveAttribute('aria-expanded', 'true');
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expectAccessible('two answers open');

      await question.focus();
      await page.keyboard.press('Space');
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await expect(answer).toBeHidden();
    });
  });
}
