import { test } from '@playwright/test';
import { signInAsParticipant, signInAsStaff } from './helpers.ts';
// Ad-hoc pictures (not committed): SHOTS="Name|/path|width;..." ; Name "participant" for the camp password.
for (const [i, spec] of (process.env.SHOTS ?? '').split(';').filter(Boolean).entries()) {
  test(`shot ${i} ${spec}`, async ({ page }) => {
    const [who, path, width] = spec.split('|');
    await page.setViewportSize({ width: Number(width ?? 390), height: 844 });
    if (who === 'participant') await signInAsParticipant(page, 'bluejay');
    else if (who !== 'none') await signInAsStaff(page, who!);
    await page.goto(path!);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/${i}-${who!.replace(/\W/g, '')}${path!.replace(/\W/g, '_')}-${width ?? 390}.png`, fullPage: process.env.FULL !== '0' });
  });
}
