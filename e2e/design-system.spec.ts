import { test, expect, ui, type Lang } from './fixtures.ts';

for (const lang of ['de', 'en'] as Lang[]) {
  const t = ui[lang];
  const ds = t.ds;

  test.describe(`design system (${lang})`, () => {
    test('shows every kind of component, each in its own section', async ({ page, visit }) => {
      await visit(`${t.prefix}/design-system`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.designSystem);

      const section = (name: string) => main.getByRole('region', { name, exact: true });

      const forms = section(ds.forms);
      await expect(forms.getByRole('textbox').first()).toBeVisible();
      await expect(forms.getByRole('combobox').first()).toBeVisible();
      // Error states are announced on the field itself.
      await expect(forms.locator('[aria-invalid="true"]').first()).toBeVisible();

      await expect(section(ds.checkboxes).getByRole('checkbox').first()).toBeVisible();
      expect(await section(ds.buttons).getByRole('button').count()).toBeGreaterThan(3);
      for (const text of ds.badgeTexts) {
        await expect(section(ds.badges).getByText(text, { exact: true })).toBeVisible();
      }
      await expect(section(ds.alerts).getByRole('alert').first()).toBeVisible();
      await expect(section(ds.alerts).getByRole('status').first()).toBeVisible();
      await expect(section(ds.loader).getByRole('status').first()).toBeVisible();
      await expect(section(ds.popup).getByRole('button', { name: ds.openPopup })).toBeVisible();
    });

    test('form controls can be used', async ({ page, visit }) => {
      await visit(`${t.prefix}/design-system`);
      const main = page.getByRole('main');

      const textbox = main.getByRole('textbox').first();
      await textbox.fill('Hamburg');
      await expect(textbox).toHaveValue('Hamburg');

      const checkbox = main
        .getByRole('region', { name: ds.checkboxes })
        .getByRole('checkbox')
        .first();
      const was = await checkbox.isChecked();
      await checkbox.click();
      await expect(checkbox).toBeChecked({ checked: !was });

      const select = main.getByRole('combobox').first();
      await select.selectOption({ index: 1 });
      await expect(select).not.toHaveValue('');
    });

    test('the popup opens as a modal dialog and closes with Escape', async ({
      page,
      visit,
      expectAccessible,
    }) => {
      await visit(`${t.prefix}/design-system`);
      const opener = page.getByRole('main').getByRole('button', { name: ds.openPopup });
      await opener.click();

      const dialog = page.getByRole('dialog', { name: ds.popupTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: ds.listName })).toBeVisible();
      expect(
        await dialog.evaluate((el) => el.contains(document.activeElement)),
        'focus moves into the open dialog',
      ).toBe(true);
      // Modal: Tab keeps the focus inside the dialog.
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        expect(
          await dialog.evaluate((el) => el.contains(document.activeElement)),
          `Tab #${i + 1} keeps focus inside the popup`,
        ).toBe(true);
      }
      await expectAccessible('design system popup open');

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener, 'focus returns to the button that opened the popup').toBeFocused();

      // The cancel button closes it as well.
      await opener.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: ds.cancel }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}
