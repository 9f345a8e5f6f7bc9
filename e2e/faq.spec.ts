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
      // Every answer starts closed, each in the browser's own disclosure.
      await expect(main.locator('details')).not.toHaveCount(0);
      await expect(main.locator('details[open]')).toHaveCount(0);
    });

    test('opens and closes answers with the keyboard', async ({
      page,
      visit,
      expectAccessible,
    }) => {
      await visit(`${t.prefix}/meta/faq`);
      const main = page.getByRole('main');
      const question = main.locator('summary', { hasText: x.question });
      const item = main.locator('details').filter({ hasText: x.question });
      const answer = item.getByText(x.answer);
      await expect(answer).toBeHidden();

      await question.focus();
      await page.keyboard.press('Enter');
      await expect(item).toHaveAttribute('open', '');
      await expect(answer).toBeVisible();

      // A second answer opens next to the first.
      const other = main.locator('summary', { hasText: x.other });
      const otherItem = main.locator('details').filter({ hasText: x.other });
      await other.focus();
      await page.keyboard.press('Space');
      await expect(otherItem).toHaveAttribute('open', '');
      await expect(item).toHaveAttribute('open', '');
      await expectAccessible('two answers open');

      await question.focus();
      await page.keyboard.press('Space');
      await expect(item).not.toHaveAttribute('open');
      await expect(answer).toBeHidden();
    });
  });
}
